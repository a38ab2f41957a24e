/**
 * A kept store's whole state as one JSON file of the data folder (JsonFile: a temporary file
 * renamed over the old one), or memory without a folder, changed disk first: each change is
 * decided on the state as it is then, written, and only then held, one change at a time. A
 * write that fails (a full disk: 507 `disk_full`) leaves the state and the file as they were,
 * so what the service answers and what the next start reads never differ: nothing refused is
 * held now and brought back, nothing confirmed is lost (docs/decisions/0098-disk-first-and-one-holder.md).
 *
 * The state is never changed in place: `decide` answers a new one, so a reader holding the
 * old one (a list being answered) is not changed under it either.
 */
import { JsonFile } from './data-file.js';

/** What a change came to: the new state (none: nothing to write) and what to answer. */
export interface KeptChange<State, T> {
  next?: State;
  result: T;
}

interface KeptFileOptions<State> {
  dataDir: string | null;
  fileName: string;
  /** The state from the file's JSON (undefined: there is none yet). */
  read: (stored: unknown) => State;
  /** The state as the file's JSON. */
  write: (state: State) => unknown;
  /**
   * Told of a file that is not JSON at all (damaged by hand or by a disk error), which is then
   * read as no file, so the service still starts; without it, opening fails.
   */
  onDamaged?: (error: SyntaxError) => void;
}

export class KeptFile<State> {
  private queue: Promise<unknown> = Promise.resolve();

  private constructor(
    private readonly file: JsonFile<unknown>,
    private readonly write: (state: State) => unknown,
    private state: State,
  ) {}

  static async open<State>(options: KeptFileOptions<State>): Promise<KeptFile<State>> {
    const file = new JsonFile<unknown>(options.dataDir, options.fileName);
    let stored: unknown;
    try {
      stored = await file.load();
    } catch (error) {
      if (!(error instanceof SyntaxError) || !options.onDamaged) throw error;
      options.onDamaged(error);
    }
    return new KeptFile(file, options.write, options.read(stored));
  }

  /** The state as last written: read it, never change it. */
  get value(): State {
    return this.state;
  }

  /** One change at a time, written before it is held (see above). */
  change<T>(decide: (current: State) => KeptChange<State, T>): Promise<T> {
    const run = async (): Promise<T> => {
      const { next, result } = decide(this.state);
      if (next === undefined) return result;
      await this.file.save(this.write(next));
      this.state = next;
      return result;
    };
    const result = this.queue.then(run, run);
    this.queue = result.catch(() => undefined);
    return result;
  }
}
