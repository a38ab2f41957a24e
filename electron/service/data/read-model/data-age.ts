/**
 * How fresh one answer's data is. Each read from the model notes the moment its data was last
 * known to equal the platform's, and whether the platform could not be reached to check; the
 * answer carries the oldest such moment (`X-Data-As-Of`) and the stale flag (`X-Data-Stale`).
 */
import type { UpstreamWork } from '../../../upstream/work.js';

export class DataAge {
  asOf: number | null = null;
  stale = false;
  /**
   * The version of each subject the answer's rows were read at (sync-state.ts), so the
   * answer memo can keep it under exactly that state; null once two reads of one subject saw
   * different versions (the answer then mixes states and is not kept).
   */
  versions: Map<string, number> | null = new Map();

  /** `catchUpFirst`: the client asked for no cached answer (Cache-Control: no-cache). */
  constructor(
    readonly catchUpFirst = false,
    readonly askedAt = Date.now(),
  ) {}

  note(asOf: number, stale: boolean): void {
    this.asOf = this.asOf === null ? asOf : Math.min(this.asOf, asOf);
    this.stale ||= stale;
  }

  /** Versions known only once rows already answered are stored (see settledVersions). */
  private readonly storing: Promise<void>[] = [];

  /** The answer's rows are not known to be of one version: it is not kept. */
  forgetVersions(): void {
    this.versions = null;
  }

  /** Until then, the provisional version of each subject whose rows are being stored. */
  private readonly provisional = new Map<string, number>();

  /**
   * The rows read are being stored as `read.version` (not kept when storing fails); until
   * then, `read.provisional` names them (first-reads.ts).
   */
  readAtOnceStored(subject: string, read: { version: Promise<number>; provisional: number }) {
    this.provisional.set(subject, read.provisional);
    this.storing.push(
      read.version.then(
        (stored) => this.readAt(subject, stored),
        () => this.forgetVersions(),
      ),
    );
  }

  /** The versions to keep the answer under while its rows are being stored, else null. */
  provisionalVersions(): ReadonlyMap<string, number> | null {
    if (this.versions === null || this.provisional.size === 0) return null;
    return new Map([...this.versions, ...this.provisional]);
  }

  /** The versions the answer's rows were read at, once every one of them is known. */
  async settledVersions(): Promise<ReadonlyMap<string, number> | null> {
    await Promise.all(this.storing);
    return this.versions;
  }

  readAt(subject: string, version: number): void {
    const seen = this.versions?.get(subject);
    if (seen !== undefined && seen !== version) this.versions = null;
    else this.versions?.set(subject, version);
  }
}

/** The key of a partition's state as far as `subjects` go: equal keys, equal data. */
export function stateKey(
  partition: string,
  subjects: readonly string[],
  versions: ReadonlyMap<string, number>,
): string | null {
  const parts: string[] = [];
  for (const subject of subjects) {
    const version = versions.get(subject);
    if (version === undefined) return null;
    parts.push(`${subject}:${version}`);
  }
  return `${partition}|${parts.join(',')}`;
}

/** The partition (or parts) a state key names: what an answer read at it is kept under. */
export const partitionOfStateKey = (key: string): string => key.slice(0, key.indexOf('|'));

/** What a read hands the read model: its upstream work and the answer's age to note. */
export interface ReadWork extends UpstreamWork {
  age?: DataAge | undefined;
  /**
   * Settles once the caller's answer has gone out, or its client has left: what a first
   * read holds back for the answer is stored after that (products-model.ts).
   */
  answered?: Promise<void> | undefined;
}
