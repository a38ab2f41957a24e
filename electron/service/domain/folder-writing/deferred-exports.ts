/**
 * Journal exports a run makes of several files and records only once all its files are made:
 * the month pack asks GET /api/journal for its CSV and XAF in process, and each such request
 * would record its export as it answered, so a pack that failed or was cancelled after its
 * journal files marked days exported that no file in the folder holds. A run opens a
 * deferral; its requests carry the deferral's key in a header (DEFERRAL_HEADER), and the
 * journal route hands the deferral its records instead of keeping them. The run keeps them
 * once every file is made, just before the files are placed; a run that fails keeps none.
 *
 * The key is random and known only inside the service: a request from outside that sends the
 * header with another value records its export as any other does.
 */
import { randomUUID } from 'node:crypto';

export const DEFERRAL_HEADER = 'x-backoffice-deferral';

/** Keeps one export's record (JournalExports.record with its arguments). */
type Keeping = () => Promise<void>;

export interface Deferral {
  /** Sent in DEFERRAL_HEADER by the run's requests. */
  key: string;
  /** Keeps the records handed to the deferral, in the order they came, and closes it. */
  keep(): Promise<void>;
  /** Drops them: the run made no export. */
  drop(): void;
}

export class DeferredJournalExports {
  private readonly open = new Map<string, Keeping[]>();

  begin(): Deferral {
    const key = randomUUID();
    const records: Keeping[] = [];
    this.open.set(key, records);
    return {
      key,
      keep: async () => {
        this.open.delete(key);
        for (const record of records) await record();
      },
      drop: () => this.open.delete(key),
    };
  }

  /**
   * Records `record` at once, or hands it to the open deferral whose key the request sent
   * (`header`, DEFERRAL_HEADER's value).
   */
  async record(header: string | string[] | undefined, record: Keeping): Promise<void> {
    const deferred = typeof header === 'string' ? this.open.get(header) : undefined;
    if (deferred) deferred.push(record);
    else await record();
  }
}
