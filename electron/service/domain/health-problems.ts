/**
 * What /healthz names as not working, from what the service knows of each part at the time:
 * the platform (upstream-health.ts: the last call or check), the read model (its opener's
 * state), the data folder's lock (data/files/folder-guard.ts) and the room on the data folder's
 * disk (data/files/disk-room.ts). `status` is `degraded` as soon as one is named: a service
 * that answers only held data, or asks the platform for everything while its model is made
 * again, is not all well, though it answers.
 */
import type { HealthProblem } from '../../../shared/api/meta.js';

export interface HealthFacts {
  upstream: 'ok' | 'degraded' | 'unknown';
  /** When the upstream's state was established (epoch ms); null while unknown. */
  upstreamCheckedAt: number | null;
  /** The read model's state; null when it is off. */
  model: { state: 'starting' | 'ready' | 'failed'; failure: string | null } | null;
  /** Why the data folder is no longer the service's; null while it holds it (or has none). */
  folderLost: string | null;
  /** Bytes the service may still write on the data folder's disk; null: not known (no folder). */
  diskRoom: number | null;
}

/**
 * Below this many bytes free the disk counts as full: a kept file is written whole beside the
 * old one before it replaces it (kept-file.ts), and the embedded read model grows by pages; so
 * with less than a mebibyte any write may be refused next (507 `disk_full`).
 */
export const DISK_FULL_BELOW_BYTES = 1024 * 1024;

const mebibytes = (bytes: number): string => `${(bytes / (1024 * 1024)).toFixed(1)} MiB`;

export function healthProblems(facts: HealthFacts): HealthProblem[] {
  const problems: HealthProblem[] = [];
  if (facts.upstream === 'degraded') {
    const since =
      facts.upstreamCheckedAt === null
        ? ''
        : ` at ${new Date(facts.upstreamCheckedAt).toISOString()}`;
    problems.push({
      code: 'upstream_unreachable',
      message:
        `the platform could not be reached${since}; reads answer the data the read model holds, ` +
        'marked X-Data-Stale, and fail with 502 where it holds none',
    });
  }
  const { model } = facts;
  if (model?.state === 'failed') {
    problems.push({
      code: 'read_model_failed',
      message:
        `the read model failed (${model.failure ?? 'no reason given'}); reads ask the ` +
        'platform until it is made again',
    });
  } else if (model?.state === 'starting' && model.failure !== null) {
    // A first start has no failure behind it; one after a failure is the model made again.
    problems.push({
      code: 'read_model_rebuilding',
      message:
        `the read model is being made again after it failed (${model.failure}); reads ask ` +
        'the platform meanwhile',
    });
  }
  if (facts.folderLost !== null) {
    problems.push({
      code: 'data_folder_lost',
      message: `the data folder is no longer this service's: ${facts.folderLost}; it writes nothing more`,
    });
  }
  if (facts.diskRoom !== null && facts.diskRoom < DISK_FULL_BELOW_BYTES) {
    problems.push({
      code: 'disk_full',
      message:
        `the disk of the data folder has ${mebibytes(facts.diskRoom)} left; writes are refused ` +
        '(507 disk_full) until some room is freed',
    });
  }
  return problems;
}
