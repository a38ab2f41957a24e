/**
 * `npm run load -- [--duration S] [--connections N]`, or LOAD_DURATION, LOAD_CONNECTIONS.
 * The defaults are CI's: 5 s per endpoint with 10 connections, about half a minute in all.
 */
import { numberFlag, refuseUnknownFlags } from '../tools/flags.js';

export interface LoadOptions {
  /** Seconds per endpoint. */
  duration: number;
  connections: number;
}

export function loadOptions(argv: string[]): LoadOptions {
  refuseUnknownFlags(argv, ['duration', 'connections']);
  return {
    duration: numberFlag(argv, 'duration', 'LOAD_DURATION', 5, { min: 1, max: 3600 }),
    connections: numberFlag(argv, 'connections', 'LOAD_CONNECTIONS', 10, { min: 1, max: 1000 }),
  };
}
