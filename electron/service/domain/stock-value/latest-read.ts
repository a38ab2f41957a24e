/**
 * One value read whole, kept for one owner (a partition) at the state it was read at, and read
 * again when the state moves: behind the answer, which gets the value kept, where that value
 * still serves it (`serves`); else before it. The catalog's names are read so
 * (catalog-names.ts): 50,000 products' names take seconds to read, and in a shop that sells,
 * the catalog's state moves with every sync, its stock with each sale
 * (docs/stock-value.md, "How fast a date answers"). One value is kept, of the owner asked
 * last, and never given to another owner; one read behind at a time.
 */
export class LatestRead<V> {
  private kept: { owner: string; state: string | null; value: V } | null = null;
  private behind: Promise<void> | null = null;

  /**
   * Keeps `value`, read by other means just now at a state not known: it is taken as of the
   * next state asked (a state moved in between is one the read behind would catch up).
   */
  offer(owner: string, value: V): void {
    this.kept = { owner, state: null, value };
  }

  /** The value of `owner` at `state`, the kept one or read by `read` (see the module). */
  async of(
    owner: string,
    state: string,
    read: () => Promise<V>,
    serves: (kept: V) => boolean,
  ): Promise<V> {
    const kept = this.kept?.owner === owner ? this.kept : null;
    if (kept?.state === state) return kept.value;
    if (kept?.state === null) {
      // Offered, read by other means just before: it is taken as of this first state asked.
      this.kept = { owner, state, value: kept.value };
      return kept.value;
    }
    if (kept && serves(kept.value)) {
      this.readBehind(owner, state, read);
      return kept.value;
    }
    const value = await read();
    this.kept = { owner, state, value };
    return value;
  }

  private readBehind(owner: string, state: string, read: () => Promise<V>): void {
    if (this.behind) return;
    this.behind = read()
      .then(
        (value) => {
          // Kept unless another owner's value came in meanwhile.
          if (this.kept?.owner === owner) this.kept = { owner, state, value };
        },
        // Failed (the service closing, the store gone): the kept value serves, read next time.
        () => undefined,
      )
      .finally(() => {
        this.behind = null;
      });
  }

  /** Settles once the read behind, if any, is done (for tests and a closing service). */
  settled(): Promise<void> {
    return this.behind ?? Promise.resolve();
  }
}
