/**
 * A clock for the service under test (ServiceOptions.clock, ServiceSetup.clock): the real time
 * plus an offset the test moves on, so a test of a max age or a sync interval makes the service
 * see that time has passed without waiting for it. Real time still runs (sockets, timeouts and
 * the demo platform keep theirs); only the service's reading of it jumps.
 */
import type { Clock } from '../../electron/service/core/clock.js';

export interface TestClock extends Clock {
  /** Moves the service's time on by `ms`. */
  advance(ms: number): void;
}

export function testClock(): TestClock {
  let offset = 0;
  return {
    now: () => Date.now() + offset,
    advance(ms) {
      offset += ms;
    },
  };
}
