/** The digest's runs as the API shows them (shared/api/digest.ts). */
import type { DigestRun } from '../../../../shared/api/digest.js';
import { formatApiTimestamp } from '../../../../shared/dates.js';
import type { DigestRunRecord } from '../../data/digests/store.js';

export function digestRunView(run: DigestRunRecord): DigestRun {
  return {
    id: run.id,
    trigger: run.trigger,
    day: run.day,
    lang: run.lang,
    started_at: formatApiTimestamp(run.started_at),
    finished_at: run.finished_at === null ? null : formatApiTimestamp(run.finished_at),
    status: run.status,
    folder: run.folder,
    files: run.files.map(({ name, bytes }) => ({ name, bytes })),
    finding_count: run.finding_count,
    mail: run.mail,
    error: run.error,
  };
}
