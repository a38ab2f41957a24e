/** Background work of the read model: queued runs of one key go in order, and can be awaited. */
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { ClientWentAway } from '../../../electron/service/core/work-stopped.js';
import { BackgroundWork } from '../../../electron/service/data/read-model/background.js';

const silentLog = () =>
  ({ warn: vi.fn(), debug: vi.fn() }) as unknown as FastifyBaseLogger & {
    warn: ReturnType<typeof vi.fn>;
    debug: ReturnType<typeof vi.fn>;
  };

describe('BackgroundWork.queue', () => {
  it('runs the writes of one key one after the other, in order; queued() ends after the last', async () => {
    const background = new BackgroundWork(silentLog());
    const events: string[] = [];
    let releaseFirst!: () => void;
    background.queue('p:list:write', async () => {
      events.push('first starts');
      await new Promise<void>((resolve) => (releaseFirst = resolve));
      events.push('first ends');
    });
    background.queue('p:list:write', () => Promise.resolve(events.push('second runs')));
    background.queue('p:other:write', () => Promise.resolve(events.push('other key runs')));
    const queued = background.queued('p:list:write').then(() => events.push('queued ends'));
    await new Promise((resolve) => setImmediate(resolve));
    expect(events).toEqual(['first starts', 'other key runs']);
    releaseFirst();
    await queued;
    expect(events).toEqual([
      'first starts',
      'other key runs',
      'first ends',
      'second runs',
      'queued ends',
    ]);
  });

  it('logs a failed run and goes on with the next; after stop() it queues nothing', async () => {
    const log = silentLog();
    const background = new BackgroundWork(log);
    let runs = 0;
    background.queue('p:list:write', () => Promise.reject(new Error('disk full')));
    background.queue('p:list:write', () => Promise.resolve((runs += 1)));
    await background.queued('p:list:write');
    expect(runs).toBe(1);
    expect(log.warn).toHaveBeenCalledTimes(1);
    await background.stop();
    background.queue('p:list:write', () => Promise.resolve((runs += 1)));
    await background.queued('p:list:write');
    expect(runs).toBe(1);
  });
});

describe('BackgroundWork.once', () => {
  it('logs a failed run as a failure, and a run whose client went away only at debug', async () => {
    const log = silentLog();
    const background = new BackgroundWork(log);
    background.once('p:products:store', () => Promise.reject(new ClientWentAway()));
    background.once('p:orders:store', () => Promise.reject(new Error('disk full')));
    await new Promise((resolve) => setImmediate(resolve));
    expect(log.debug).toHaveBeenCalledTimes(1);
    expect(log.debug.mock.calls[0]?.[0]).toMatchObject({ key: 'products:store' });
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn.mock.calls[0]?.[0]).toMatchObject({ key: 'orders:store' });
  });
});
