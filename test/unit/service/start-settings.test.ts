import { describe, expect, it } from 'vitest';
import {
  STEADY_MALLOC_TUNABLE,
  YOUNG_GENERATION_FLAGS,
  helperPoolFlag,
  startArguments,
  startEnvironment,
} from '../../../electron/service/boot/start-settings.js';

describe('startEnvironment', () => {
  it('adds the tunable to an environment without any', () => {
    const env = startEnvironment({ PATH: '/bin' });
    expect(env).toEqual({ PATH: '/bin', GLIBC_TUNABLES: STEADY_MALLOC_TUNABLE });
  });

  it("adds it after the user's own tunables", () => {
    const env = startEnvironment({ GLIBC_TUNABLES: 'glibc.malloc.arena_max=2' });
    expect(env?.GLIBC_TUNABLES).toBe(`glibc.malloc.arena_max=2:${STEADY_MALLOC_TUNABLE}`);
  });

  it('answers null once the process runs with it, so the restart happens once', () => {
    const env = startEnvironment({ GLIBC_TUNABLES: 'glibc.malloc.arena_max=2' });
    expect(env).not.toBeNull();
    expect(startEnvironment(env ?? {})).toBeNull();
  });

  it('leaves a threshold the user set alone', () => {
    expect(startEnvironment({ GLIBC_TUNABLES: 'glibc.malloc.mmap_threshold=65536' })).toBeNull();
  });
});

describe('startArguments', () => {
  it('puts ours first, so a setting the user gives comes later and wins', () => {
    expect(startArguments(['--import', 'tsx', '--max-semi-space-size=16'], 2)).toEqual([
      ...YOUNG_GENERATION_FLAGS,
      '--v8-pool-size=1',
      '--import',
      'tsx',
      '--max-semi-space-size=16',
    ]);
  });
});

describe('helperPoolFlag', () => {
  it("leaves a core to the service's thread, with at least one helper and at most Node's 4", () => {
    expect([1, 2, 3, 4, 8, 64].map(helperPoolFlag)).toEqual([
      '--v8-pool-size=1',
      '--v8-pool-size=1',
      '--v8-pool-size=2',
      '--v8-pool-size=3',
      '--v8-pool-size=4',
      '--v8-pool-size=4',
    ]);
  });
});
