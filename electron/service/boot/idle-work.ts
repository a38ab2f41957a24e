/**
 * What the service starts once it is idle after start (http/plugins/open-when-idle.ts): the
 * embedded database, unless a PostgreSQL server holds the model (opened at start) or the first
 * read opens it (the API tests' services); and, with the warm-up on, what the upstream prepares
 * before anyone logs in (the embedded demo's catalogs: a first login then reads at once,
 * docs/decisions/0073-no-cold-start.md, "the first login's catalog beside a busy process").
 */
import type { IdleWork } from '../http/plugins/open-when-idle.js';
import type { ReadModel } from '../data/read-model/read-model.js';
import type { WarmUps } from '../domain/warm-up/warm-up.js';
import type { ServiceSetup } from './setup.js';

export function idleWork(
  setup: Pick<ServiceSetup, 'prepareUpstream'>,
  model: ReadModel | null,
  warmUps: WarmUps | null,
): IdleWork[] {
  const work: IdleWork[] = [];
  if (warmUps && setup.prepareUpstream) {
    work.push({ start: setup.prepareUpstream, failed: 'the upstream did not prepare its data' });
  }
  if (model?.store.engine === 'pglite' && !model.store.opensAtFirstRead) {
    work.push({ start: () => model.open(), failed: 'the embedded database did not start' });
  }
  return work;
}
