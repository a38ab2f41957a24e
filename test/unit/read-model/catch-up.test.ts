/**
 * What a catch-up is told (catch-up.ts): `recent` when the subject was caught up within the
 * sync interval and the run is only there to check the caller's session, so a step that finds
 * nothing new may store nothing; never when the data is due, or older than a no-cache ask.
 */
import { describe, expect, it } from 'vitest';
import { CatchUps } from '../../../electron/service/data/read-model/catch-up.js';
import { DataAge } from '../../../electron/service/data/read-model/data-age.js';

const INTERVAL = 10_000;
const NOW = 1_000_000;

/** The `recent` each run was given, for a subject last caught up at `asOf`. */
async function recentGiven(asOf: number | null, ownRun: boolean, age?: DataAge) {
  const given: boolean[] = [];
  const catchUps = new CatchUps({ now: () => NOW }, INTERVAL);
  const freshness = await catchUps.freshen(
    { key: 'p:products', asOf, age, ownRun },
    (_startedAt, recent) => {
      given.push(recent);
      return Promise.resolve();
    },
  );
  return { given, freshness };
}

describe('CatchUps', () => {
  it('tells a run that checks a session on data caught up within the interval that it is recent', async () => {
    const { given, freshness } = await recentGiven(NOW - INTERVAL + 1, true);
    expect(given).toEqual([true]);
    expect(freshness).toEqual({ asOf: NOW, stale: false });
  });

  it('runs nothing for a caller whose session needs no check while the data is recent', async () => {
    const { given, freshness } = await recentGiven(NOW - 1, false);
    expect(given).toEqual([]);
    expect(freshness).toEqual({ asOf: NOW - 1, stale: false });
  });

  it('never calls a run recent once the data is due, or for a no-cache ask made after it', async () => {
    for (const ownRun of [true, false]) {
      expect((await recentGiven(NOW - INTERVAL, ownRun)).given).toEqual([false]);
      expect((await recentGiven(null, ownRun)).given).toEqual([false]);
      const noCache = new DataAge(true, NOW - 5);
      expect((await recentGiven(NOW - 10, ownRun, noCache)).given).toEqual([false]);
    }
  });
});
