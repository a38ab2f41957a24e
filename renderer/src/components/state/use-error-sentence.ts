import { useCallback } from 'react';
import { useT } from '../../i18n/index.js';
import { errorSentence } from '../../lib/error-text.js';
import { useDateStyle } from '../../app/settings-store.js';

/**
 * A failure as one sentence in the user's language and date style (lib/error-text.ts), a
 * refusal's `{field}` named by the form's own labels where it gives them.
 */
export function useErrorSentence() {
  const t = useT();
  const dateStyle = useDateStyle();
  return useCallback(
    (error: unknown, fields?: Record<string, string>) =>
      errorSentence(t, error, { dateStyle, ...(fields ? { fields } : {}) }),
    [t, dateStyle],
  );
}
