/**
 * The upstream pages of one request: how many it has read and how many it knows it must
 * read. Every upstream read made for the request reports here (upstream/work.ts), so the
 * figure covers orders, payments, day closings, products alike; it only ever grows.
 */
import type { Progress } from '../../../../shared/api/progress.js';
import type { PageCounter } from '../../../upstream/work.js';

export class PageTally implements PageCounter {
  private pagesRead = 0;
  private pagesTotal = 0;
  private outcome: 'running' | 'answered' | 'cancelled' = 'running';

  planned(pages: number): void {
    if (this.outcome === 'running') this.pagesTotal += pages;
  }

  read(): void {
    if (this.outcome === 'running') this.pagesRead += 1;
  }

  /** The request ended: answered (or failed), or cancelled by its client going away. */
  end(cancelled: boolean): void {
    if (this.outcome === 'running') this.outcome = cancelled ? 'cancelled' : 'answered';
  }

  get done(): boolean {
    return this.outcome !== 'running';
  }

  snapshot(): Progress {
    return {
      known: true,
      pages_read: this.pagesRead,
      // A page is counted as planned before it is read, so read never passes total.
      pages_total: this.pagesTotal,
      done: this.done,
      cancelled: this.outcome === 'cancelled',
    };
  }
}
