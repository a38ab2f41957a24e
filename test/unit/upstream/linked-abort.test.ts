/** A signal linked to a parent that can be unlinked again (linked-abort.ts). */
import { describe, expect, it } from 'vitest';
import { linkedAbort } from '../../../electron/upstream/linked-abort.js';

describe('linkedAbort', () => {
  it('aborts with its parent, with the parent reason', () => {
    const parent = new AbortController();
    const child = linkedAbort(parent.signal);
    parent.abort('client left');
    expect(child.signal.aborted).toBe(true);
    expect(child.signal.reason).toBe('client left');
  });

  it('aborts alone without aborting its parent', () => {
    const parent = new AbortController();
    const child = linkedAbort(parent.signal);
    child.abort();
    expect(child.signal.aborted).toBe(true);
    expect(parent.signal.aborted).toBe(false);
  });

  it('no longer follows its parent once released', () => {
    const parent = new AbortController();
    const child = linkedAbort(parent.signal);
    child.release();
    parent.abort();
    expect(child.signal.aborted).toBe(false);
  });

  it('starts aborted under an aborted parent, and works without one', () => {
    expect(linkedAbort(AbortSignal.abort('gone')).signal.reason).toBe('gone');
    const alone = linkedAbort(undefined);
    alone.abort();
    expect(alone.signal.aborted).toBe(true);
    alone.release();
  });
});
