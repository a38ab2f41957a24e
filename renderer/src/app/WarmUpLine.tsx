import { useQuery } from '@tanstack/react-query';
import { useLocale, useT } from '../i18n/index.js';
import { readyMonths, WARM_UP_POLL_MS, warmUpLine } from '../lib/warm-up-line.js';
import { api } from './api.js';

/**
 * "Gegevens voorbereiden: 7 van 13 maanden (nog ongeveer 3 minuten)" while the service reads
 * ahead, the months ready so far in its tooltip; else nothing.
 */
export function WarmUpLine() {
  const t = useT();
  const locale = useLocale();
  const warmUp = useQuery({
    queryKey: ['session', 'warm-up'],
    queryFn: ({ signal }) => api.get('/api/warm-up', {}, { signal }),
    // Asked again while it reads; once done (or off) it is not asked again this session.
    refetchInterval: (query) => {
      const state = query.state.data?.state;
      return state === 'reading' ||
        state === 'paused' ||
        state === 'failed' ||
        state === 'not_started'
        ? WARM_UP_POLL_MS
        : false;
    },
  });
  const line = warmUpLine(warmUp.data, t);
  if (line === null) return null;
  const ready = readyMonths(warmUp.data, locale);
  const title = [
    line,
    ready === '' ? null : t('warmUp.ready', { months: ready }),
    t('warmUp.title'),
  ];
  return (
    // One line whatever the window: cut with an ellipsis where even that is too narrow (the
    // longer "waiting" line at 1024 px), the whole line then in the tooltip as in the status.
    <p className="warm-up-line" role="status" title={title.filter(Boolean).join('\n')}>
      {line}
    </p>
  );
}
