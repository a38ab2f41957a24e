/**
 * A run's steps another service on the model's database was running when the run came to
 * them (warm-reads.ts: each month and the catalog is claimed first). The run goes on with
 * its other steps and looks at these again once none is left, after a pause: by then the
 * other service has read them and they cost no platform call, or it stopped and the claim
 * is free to take.
 */
import { pause, type Step } from './steps.js';

export class StepsElsewhere {
  private readonly steps: Step[] = [];
  /** The run's workers running a step, and waiting to look at one of these again. */
  private running = 0;
  private waiting = 0;

  constructor(private readonly retryMs: number) {}

  /** Runs `step` through `run`, keeping it here when another service was running it. */
  async run<Outcome extends string>(
    step: Step,
    run: (step: Step) => Promise<Outcome | 'elsewhere'>,
  ): Promise<Outcome | 'elsewhere'> {
    this.running += 1;
    try {
      const outcome = await run(step);
      if (outcome === 'elsewhere') this.steps.push(step);
      return outcome;
    } finally {
      this.running -= 1;
    }
  }

  /** One of these after the pause; null when none is left, 'stopped' when `signal` ended. */
  async next(signal: AbortSignal): Promise<Step | null | 'stopped'> {
    const step = this.steps.shift();
    if (!step) return null;
    this.waiting += 1;
    const goOn = await pause(this.retryMs, signal);
    this.waiting -= 1;
    return goOn ? step : 'stopped';
  }

  /** Whether the run only waits for another service (nothing of its own is running). */
  get onlyWaiting(): boolean {
    return this.waiting > 0 && this.running === 0;
  }
}
