/**
 * What an export shows beside its button, and how each way an export ends reads to the user:
 * saved, downloaded, cancelled (by the Cancel button or in the save dialog) or failed.
 */
import type { Progress } from '../../../../shared/api/progress.js';
import { isAbortError } from '../../../../shared/client/index.js';
import type { Translate } from '../../i18n/index.js';
import type { SaveOutcome } from '../../platform/save-file.js';
import { errorSentence } from '../../lib/error-text.js';

export type ExportStatus =
  | { kind: 'idle' }
  /**
   * rows: null for a workbook, whose zipped bytes cannot be counted in rows; `pages`: the
   * service's upstream pages while it gathers the rows, before bytes flow.
   */
  | { kind: 'running'; bytes: number; rows: number | null; pages?: Progress | undefined }
  | { kind: 'done'; message: string }
  | { kind: 'failed'; message: string };

export function savedStatus(outcome: SaveOutcome, t: Translate): ExportStatus {
  if (outcome.kind === 'cancelled') return { kind: 'done', message: t('export.cancelled') };
  const key = outcome.kind === 'saved' ? 'export.saved' : 'export.downloaded';
  return { kind: 'done', message: t(key, { name: outcome.name }) };
}

export function failedStatus(error: unknown, t: Translate): ExportStatus {
  if (isAbortError(error)) return { kind: 'done', message: t('export.cancelled') };
  return { kind: 'failed', message: t('export.failed', { message: errorSentence(t, error) }) };
}
