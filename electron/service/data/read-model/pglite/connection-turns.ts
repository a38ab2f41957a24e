/**
 * Turns on a connection that runs one statement or transaction at a time (the embedded
 * engine: pglite-store.ts), users' work first: background work (the warm-up storing what it
 * read ahead) takes its turn only when no user's statement is waiting. Without it a user's
 * read queued behind every transaction the warm-up had queued before it, each storing a page
 * of a month, and a price list of fifty pages waited for all of them fifty times.
 * A statement under way is never interrupted: a user waits for at most the one running.
 *
 * Background work still gets one turn in every `USER_TURNS_IN_A_ROW + 1` while users keep
 * the connection busy: a user may be waiting for it in turn (a load the warm-up began and is
 * storing), which must not wait for as long as other users keep asking.
 */
const USER_TURNS_IN_A_ROW = 4;

export class ConnectionTurns {
  private taken = false;
  private readonly users: (() => void)[] = [];
  private readonly background: (() => void)[] = [];
  /** Users' turns given while background work was waiting, since its last turn. */
  private usersAhead = 0;

  /** Waits for a turn; call the answer once the statement or transaction has ended. */
  async take(isBackground: boolean): Promise<() => void> {
    if (this.taken) {
      const queue = isBackground ? this.background : this.users;
      await new Promise<void>((resolve) => queue.push(resolve));
    } else {
      this.taken = true;
    }
    let given = false;
    return () => {
      if (given) return;
      given = true;
      this.passOn();
    };
  }

  private passOn(): void {
    const backgroundsTurn = this.background.length > 0 && this.usersAhead >= USER_TURNS_IN_A_ROW;
    const next = backgroundsTurn ? undefined : this.users.shift();
    if (next) {
      if (this.background.length > 0) this.usersAhead += 1;
      next();
      return;
    }
    this.usersAhead = 0;
    const waiting = this.background.shift();
    if (waiting) waiting();
    else this.taken = false;
  }
}
