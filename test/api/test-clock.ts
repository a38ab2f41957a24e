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
  /**
   * Stops the service's time where it is, until the returned function lets it run on from
   * there: what a test sends as a burst then happens at one moment for the service, however
   * long a busy machine takes to deliver it.
   */
  stop(): () => void;
}

export function testClock(): TestClock {
  let offset = 0;
  let stoppedAt: number | null = null;
  const now = () => stoppedAt ?? Date.now() + offset;
  return {
    now,
    advance(ms) {
      if (stoppedAt === null) offset += ms;
      else stoppedAt += ms;
    },
    stop() {
      const at = now();
      stoppedAt = at;
      return () => {
        offset = (stoppedAt ?? at) - Date.now();
        stoppedAt = null;
      };
    },
  };
}
