import { useQuery } from '@tanstack/react-query';
import type { MonthPackSchedule } from '../../../../shared/api/month-pack.js';
import { hrefOf } from '../../app/router.js';
import { useT, type Translate } from '../../i18n/index.js';
import { monthPackQueries } from './queries.js';

/** "monthly on the first working day at 07:00" */
const scheduleSummary = (schedule: MonthPackSchedule, t: Translate): string =>
  t(schedule.frequency === 'monthly' ? 'schedule.summary.monthly' : 'schedule.summary.weekly', {
    time: schedule.time,
  });

/** The schedule in a line, with the way to the settings where it is changed. */
export function ScheduleLine() {
  const t = useT();
  const schedule = useQuery(monthPackQueries.schedule()).data;
  if (!schedule) return null;
  return (
    <p className="hint pack-schedule-line">
      {schedule.enabled
        ? t('pack.scheduleLine', { schedule: scheduleSummary(schedule, t) })
        : t('pack.scheduleOff')}{' '}
      <a href={hrefOf('settings')}>{t('pack.scheduleLink')}</a>
    </p>
  );
}
