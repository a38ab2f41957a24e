/**
 * The number of recent exceptions the user has not marked seen (the sidebar's badge), and in the
 * desktop app a system notification when new ones appear. In a plain browser: the count only.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useT } from '../../i18n/index.js';
import { getBridge } from '../../platform/bridge.js';
import { useSettingsStore } from '../../app/settings-store.js';
import { exceptionsQueries } from './queries.js';
import { keepToldExceptions, readToldExceptions } from './told-exceptions.js';
import { newExceptions, noticeOf, unseenExceptions } from './unseen.js';

/** Null while unknown (not read yet, failed, or the platform has no exceptions). */
export function useUnseenExceptions(enabled: boolean): number | null {
  const t = useT();
  const style = useSettingsStore((state) => state.dateStyle);
  const bridge = getBridge();
  const recent = useQuery({
    ...exceptionsQueries.recent(),
    enabled,
    // A notification matters most while the window is in the background.
    refetchIntervalInBackground: bridge !== undefined,
  });
  const seen = useQuery({ ...exceptionsQueries.seen(), enabled });
  const unseen = useMemo(
    () =>
      recent.data && seen.data ? unseenExceptions(recent.data.data, seen.data.ids) : undefined,
    [recent.data, seen.data],
  );

  useEffect(() => {
    if (!unseen || !bridge) return;
    const { fresh, told } = newExceptions(unseen, readToldExceptions());
    keepToldExceptions(told);
    const [newest, ...others] = fresh;
    if (newest === undefined) return;
    // A notification that cannot be shown leaves the badge; there is nothing else to do.
    bridge.notifyExceptions(noticeOf([newest, ...others], t, style)).catch(() => undefined);
    // Runs again on a change of language or date style too, but then finds nothing new.
  }, [unseen, bridge, t, style]);

  return enabled && unseen ? unseen.length : null;
}
