/**
 * Fault injection, so the service's error handling can be exercised: added latency, and a
 * share of calls answered with success:false, HTTP 500, a non-JSON body, no answer at all, or
 * a connection closed without an answer (as a platform or proxy closing a kept-alive socket
 * does), or an answer whose free text holds characters a database or XML cannot. Rates are 0..1 and drawn from a seeded PRNG; a rate of 1 always happens, so tests
 * can rely on it; `closeNext` closes exactly the next N calls. Settings apply to every
 * account unless an account has its own.
 */
import { mulberry32 } from './prng.js';
import { keysOf } from '../../shared/guards.js';

export interface FaultSettings {
  latencyMs?: number | undefined;
  /** Share of calls answered `success:false`, class General. */
  failRate?: number | undefined;
  http500Rate?: number | undefined;
  nonJsonRate?: number | undefined;
  /** Share of calls never answered (until the client gives up or the platform closes). */
  hangRate?: number | undefined;
  /** Share of calls whose connection is closed after the request, without an answer. */
  closeRate?: number | undefined;
  /** The next N calls have their connection closed without an answer; later ones answer. */
  closeNext?: number | undefined;
  /**
   * Share of answers whose free text (titles, SKUs, names, addresses) carries characters a
   * database or XML cannot hold (hostile-text.ts); the call is answered all the same.
   */
  hostileText?: number | undefined;
}

type FaultOutcome = 'answer' | 'fail' | 'http500' | 'nonJson' | 'hang' | 'close';

type ResolvedFaults = Required<{ [Key in keyof FaultSettings]: number }>;

const NO_FAULTS: ResolvedFaults = {
  latencyMs: 0,
  failRate: 0,
  http500Rate: 0,
  nonJsonRate: 0,
  hangRate: 0,
  closeRate: 0,
  closeNext: 0,
  hostileText: 0,
};

const RATE_KEYS = ['hangRate', 'closeRate', 'http500Rate', 'nonJsonRate', 'failRate'] as const;
const MAXIMA: Partial<Record<keyof ResolvedFaults, number>> = {
  latencyMs: 600_000,
  closeNext: 1_000_000,
};

/** Validates settings; throws a RangeError naming the bad field. */
function resolveFaults(settings: FaultSettings = {}): ResolvedFaults {
  const resolved = { ...NO_FAULTS };
  for (const key of keysOf(NO_FAULTS)) {
    const value = settings[key] ?? 0;
    const max = MAXIMA[key] ?? 1;
    if (typeof value !== 'number' || !(value >= 0 && value <= max)) {
      throw new RangeError(`${key} must be a number from 0 to ${max}`);
    }
    if (key === 'closeNext' && !Number.isInteger(value)) {
      throw new RangeError('closeNext must be a whole number');
    }
    resolved[key] = value;
  }
  return resolved;
}

export class FaultController {
  private defaults: ResolvedFaults;
  private readonly perAccount = new Map<string, ResolvedFaults>();
  private readonly random: () => number;

  constructor(initial: FaultSettings = {}, seed = 1) {
    this.defaults = resolveFaults(initial);
    this.random = mulberry32(seed);
  }

  /** Replaces the settings of one account, or the defaults for all accounts. */
  set(settings: FaultSettings, account?: string): void {
    const resolved = resolveFaults(settings);
    if (account === undefined) this.defaults = resolved;
    else this.perAccount.set(account, resolved);
  }

  /** Clears one account's own settings, or every fault everywhere. */
  clear(account?: string): void {
    if (account !== undefined) {
      this.perAccount.delete(account);
      return;
    }
    this.defaults = { ...NO_FAULTS };
    this.perAccount.clear();
  }

  settingsFor(account: string): ResolvedFaults {
    return this.perAccount.get(account) ?? this.defaults;
  }

  /** One draw decides the outcome; earlier kinds win when the rates add up past 1. */
  decide(account: string): { latencyMs: number; outcome: FaultOutcome } {
    const settings = this.settingsFor(account);
    if (settings.closeNext > 0) {
      settings.closeNext -= 1;
      return { latencyMs: settings.latencyMs, outcome: 'close' };
    }
    const draw = this.random();
    let threshold = 0;
    const outcomes: Record<(typeof RATE_KEYS)[number], FaultOutcome> = {
      hangRate: 'hang',
      closeRate: 'close',
      http500Rate: 'http500',
      nonJsonRate: 'nonJson',
      failRate: 'fail',
    };
    for (const key of RATE_KEYS) {
      threshold += settings[key];
      if (settings[key] > 0 && draw < threshold) {
        return { latencyMs: settings.latencyMs, outcome: outcomes[key] };
      }
    }
    return { latencyMs: settings.latencyMs, outcome: 'answer' };
  }

  /** Whether this answer's free text is made hostile (a separate draw from the outcome's). */
  hostileText(account: string): boolean {
    const rate = this.settingsFor(account).hostileText;
    return rate >= 1 || (rate > 0 && this.random() < rate);
  }

  snapshot(): { defaults: ResolvedFaults; accounts: Record<string, ResolvedFaults> } {
    return { defaults: { ...this.defaults }, accounts: Object.fromEntries(this.perAccount) };
  }
}
