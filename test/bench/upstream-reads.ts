/**
 * The shape of a floor: plain protocol calls against the demo platform (test/api's raw
 * caller: no client, no parsing, no mapping of ours), at most `concurrency` in flight in
 * total, each list read in the platform's full pages without overlap: the first page gives
 * the total, the rest go out at once. This is the least any reader of these rows must ask.
 */
import { listLimitOf, type ListCallName } from '../../electron/upstream/calls.js';
import type { UpstreamFilter, UpstreamOrder } from '../../electron/upstream/wire.js';
import type { RawPlatform } from '../api/raw-platform.js';

interface Page {
  data: { id: number }[];
  total: number;
}

export interface ListRead {
  leading?: unknown[];
  order: UpstreamOrder[];
  filters?: UpstreamFilter[];
  /** Called with each page's rows as it arrives (for reads that follow from them). */
  onPage?: (rows: Page['data']) => Promise<void>;
}

/** At most `concurrency` calls in flight; callers queue in order. Counts every call. */
export class CallSlots {
  calls = 0;
  private free: number;
  private readonly waiting: (() => void)[] = [];

  constructor(concurrency: number) {
    this.free = concurrency;
  }

  async run<T>(call: () => Promise<T>): Promise<T> {
    if (this.free === 0) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.free -= 1;
    this.calls += 1;
    try {
      return await call();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.free += 1;
    }
  }
}

/** Every row of a list call, in full pages; page callbacks run outside the page's slot. */
export async function readList(
  raw: RawPlatform,
  slots: CallSlots,
  name: ListCallName,
  read: ListRead,
): Promise<Page['data']> {
  const limit = listLimitOf(name);
  const following: Promise<void>[] = [];
  const page = async (start: number) => {
    const answer = (await slots.run(() =>
      raw.call(name, [...(read.leading ?? []), start, limit, read.order, read.filters ?? null]),
    )) as Page;
    // Not awaited here, so the next pages of this list are not held up behind it.
    if (read.onPage) following.push(read.onPage(answer.data));
    return answer;
  };
  const first = await page(0);
  const starts: number[] = [];
  for (let start = limit; start < first.total; start += limit) starts.push(start);
  const rest = await Promise.all(starts.map(page));
  await Promise.all(following);
  return [first, ...rest].flatMap((answer) => answer.data);
}
