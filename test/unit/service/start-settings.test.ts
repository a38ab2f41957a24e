import { describe, expect, it } from 'vitest';
import {
  STEADY_MALLOC_TUNABLE,
  steadyMallocEnvironment,
} from '../../../electron/service/steady-malloc.js';

describe('steadyMallocEnvironment', () => {
  it('adds the tunable to an environment without any', () => {
    const env = steadyMallocEnvironment({ PATH: '/bin' });
    expect(env).toEqual({ PATH: '/bin', GLIBC_TUNABLES: STEADY_MALLOC_TUNABLE });
  });

  it("adds it after the user's own tunables", () => {
    const env = steadyMallocEnvironment({ GLIBC_TUNABLES: 'glibc.malloc.arena_max=2' });
    expect(env?.GLIBC_TUNABLES).toBe(`glibc.malloc.arena_max=2:${STEADY_MALLOC_TUNABLE}`);
  });

  it('answers null once the process runs with it, so the restart happens once', () => {
    const env = steadyMallocEnvironment({ GLIBC_TUNABLES: 'glibc.malloc.arena_max=2' });
    expect(env).not.toBeNull();
    expect(steadyMallocEnvironment(env ?? {})).toBeNull();
  });

  it('leaves a threshold the user set alone', () => {
    expect(
      steadyMallocEnvironment({ GLIBC_TUNABLES: 'glibc.malloc.mmap_threshold=65536' }),
    ).toBeNull();
  });
});
