/** Single flight: concurrent identical reads share one start; a leaving waiter leaves only itself. */
import { describe, expect, it } from 'vitest';
import { UpstreamTransportError } from '../../../electron/upstream/errors.js';
import { flightKey, SingleFlight } from '../../../electron/upstream/single-flight.js';

/** A read that settles when told to, and records whether its signal was aborted. */
function controlledRead() {
  let settle: (value: string) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const state = { starts: 0, aborted: false };
  const start = (signal: AbortSignal) => {
    state.starts += 1;
    signal.addEventListener('abort', () => (state.aborted = true));
    return new Promise<string>((resolve, reject) => {
      settle = resolve;
      fail = reject;
    });
  };
  return { start, state, settle: (value: string) => settle(value), fail: (e: Error) => fail(e) };
}

describe('SingleFlight', () => {
  it('starts one read for concurrent callers of the same key and answers them all', async () => {
    const flights = new SingleFlight();
    const read = controlledRead();
    const answers = Promise.all(
      [1, 2, 3].map(() => flights.run('k', 'C::f', undefined, read.start)),
    );
    expect(read.state.starts).toBe(1);
    read.settle('rows');
    expect(await answers).toEqual(['rows', 'rows', 'rows']);
    expect(flights.size).toBe(0);
  });

  it('shares no read between keys, and starts afresh once a read has settled', async () => {
    const flights = new SingleFlight();
    const read = controlledRead();
    const first = flights.run('a', 'C::f', undefined, read.start);
    const other = controlledRead();
    const second = flights.run('b', 'C::f', undefined, other.start);
    expect([read.state.starts, other.state.starts]).toEqual([1, 1]);
    read.settle('a');
    other.settle('b');
    expect([await first, await second]).toEqual(['a', 'b']);
    const again = controlledRead();
    const third = flights.run('a', 'C::f', undefined, again.start);
    expect(again.state.starts).toBe(1);
    again.settle('a2');
    expect(await third).toBe('a2');
  });

  it('a waiter that aborts is cancelled at once; the read goes on for the others', async () => {
    const flights = new SingleFlight();
    const read = controlledRead();
    const leaving = new AbortController();
    const left = flights.run('k', 'C::f', leaving.signal, read.start);
    const staying = flights.run('k', 'C::f', new AbortController().signal, read.start);
    leaving.abort();
    await expect(left).rejects.toBeInstanceOf(UpstreamTransportError);
    await expect(left).rejects.toThrow('the upstream call was cancelled');
    expect(read.state.aborted).toBe(false);
    read.settle('rows');
    expect(await staying).toBe('rows');
  });

  it('aborts the read when every waiter has gone, and a new caller starts a new one', async () => {
    const flights = new SingleFlight();
    const read = controlledRead();
    const [one, two] = [new AbortController(), new AbortController()];
    const answers = [
      flights.run('k', 'C::f', one.signal, read.start),
      flights.run('k', 'C::f', two.signal, read.start),
    ];
    one.abort();
    expect(read.state.aborted).toBe(false);
    two.abort();
    expect(read.state.aborted).toBe(true);
    for (const answer of answers) await expect(answer).rejects.toThrow('cancelled');
    const next = controlledRead();
    const fresh = flights.run('k', 'C::f', undefined, next.start);
    expect(next.state.starts).toBe(1);
    read.fail(new Error('aborted read'));
    next.settle('new');
    expect(await fresh).toBe('new');
  });

  it('passes a failure to every waiter', async () => {
    const flights = new SingleFlight();
    const read = controlledRead();
    const answers = [1, 2].map(() => flights.run('k', 'C::f', undefined, read.start));
    const failure = new Error('upstream said no');
    read.fail(failure);
    for (const answer of answers) await expect(answer).rejects.toBe(failure);
  });

  it('an already aborted caller starts nothing', async () => {
    const flights = new SingleFlight();
    const read = controlledRead();
    await expect(flights.run('k', 'C::f', AbortSignal.abort(), read.start)).rejects.toThrow(
      'cancelled',
    );
    expect(read.state.starts).toBe(0);
  });

  it('keys differ by any part (call, auth, arguments) and hold none of them in clear', () => {
    const auth = { mode: 'apikey', account: 'demo', user: 'u', hash: 'secret-hash' };
    const key = flightKey(['listOrders', auth, [0, 100]]);
    expect(key).toBe(flightKey(['listOrders', { ...auth }, [0, 100]]));
    expect(key).not.toBe(flightKey(['listOrders', { ...auth, hash: 'other' }, [0, 100]]));
    expect(key).not.toBe(flightKey(['listOrders', auth, [99, 100]]));
    expect(key).not.toContain('secret');
  });
});
