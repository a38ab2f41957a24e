/**
 * What /healthz names as not working (domain/health-problems.ts): each part's state as the
 * service knows it becomes one named problem, and none is named only when all is well.
 */
import { describe, expect, it } from 'vitest';
import {
  DISK_FULL_BELOW_BYTES,
  healthProblems,
  type HealthFacts,
} from '../../../electron/service/domain/health-problems.js';

const WELL: HealthFacts = {
  upstream: 'ok',
  upstreamCheckedAt: Date.UTC(2026, 10, 28, 6, 58),
  model: { state: 'ready', failure: null },
  folderLost: null,
  diskRoom: 50 * DISK_FULL_BELOW_BYTES,
};

const codes = (facts: Partial<HealthFacts>) =>
  healthProblems({ ...WELL, ...facts }).map((problem) => problem.code);

describe('healthProblems', () => {
  it('names nothing when all is well, nor for what is not known yet', () => {
    expect(healthProblems(WELL)).toEqual([]);
    expect(codes({ upstream: 'unknown', upstreamCheckedAt: null })).toEqual([]);
    expect(codes({ model: null, diskRoom: null })).toEqual([]);
    // A first start of the model is no problem: reads ask the platform for those seconds.
    expect(codes({ model: { state: 'starting', failure: null } })).toEqual([]);
  });

  it('names the platform out of reach, with when that was found', () => {
    const [problem] = healthProblems({ ...WELL, upstream: 'degraded' });
    expect(problem?.code).toBe('upstream_unreachable');
    expect(problem?.message).toContain('could not be reached at 2026-11-28T06:58:00.000Z');
  });

  it('names a failed model, and one being made again after it failed', () => {
    const failed = healthProblems({ ...WELL, model: { state: 'failed', failure: 'Aborted()' } });
    expect(failed.map((problem) => problem.code)).toEqual(['read_model_failed']);
    expect(failed[0]?.message).toContain('(Aborted())');
    const rebuilding = healthProblems({
      ...WELL,
      model: { state: 'starting', failure: 'Aborted()' },
    });
    expect(rebuilding.map((problem) => problem.code)).toEqual(['read_model_rebuilding']);
  });

  it('names a lost data folder with its reason', () => {
    const [problem] = healthProblems({ ...WELL, folderLost: 'its lock was removed' });
    expect(problem?.code).toBe('data_folder_lost');
    expect(problem?.message).toContain('its lock was removed');
  });

  it('names a full disk below a mebibyte of room, not at it', () => {
    expect(codes({ diskRoom: DISK_FULL_BELOW_BYTES })).toEqual([]);
    expect(codes({ diskRoom: DISK_FULL_BELOW_BYTES - 1 })).toEqual(['disk_full']);
    expect(healthProblems({ ...WELL, diskRoom: 0 })[0]?.message).toContain('has 0.0 MiB left');
  });

  it('names every problem at once, each once', () => {
    expect(
      codes({
        upstream: 'degraded',
        model: { state: 'failed', failure: 'gone' },
        folderLost: 'replaced',
        diskRoom: 0,
      }),
    ).toEqual(['upstream_unreachable', 'read_model_failed', 'data_folder_lost', 'disk_full']);
  });
});
