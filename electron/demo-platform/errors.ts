/** A call that fails the way the upstream fails: `success: false` with a class and message. */
import type { UpstreamErrorClass } from '../upstream/wire.js';

export class DemoCallError extends Error {
  override name = 'DemoCallError';

  constructor(
    readonly errorClass: UpstreamErrorClass,
    message: string,
  ) {
    super(message);
  }
}

export const authError = (message: string): DemoCallError => new DemoCallError('Auth', message);
export const generalError = (message: string): DemoCallError =>
  new DemoCallError('General', message);
export const lookupError = (message: string): DemoCallError => new DemoCallError('Lookup', message);
