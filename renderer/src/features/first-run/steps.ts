/**
 * What a new user sets up first, in order: one entry a step. Each names the screen that does
 * it and how to tell it is done (a hook over the reads that screen makes, undefined while not
 * known). A step added later is one more entry here.
 */
import { useQuery } from '@tanstack/react-query';
import { api } from '../../app/api.js';
import type { Route } from '../../app/router.js';
import type { MessageKey } from '../../i18n/index.js';
import { bookkeepingQueries } from '../bookkeeping/index.js';
import { ledgerMappingQueries } from '../ledger-mapping/index.js';
import { monthPackQueries } from '../month-pack/index.js';

export interface FirstRunStep {
  id: string;
  title: MessageKey;
  hint: MessageKey;
  /** The screen the step is done on. */
  route: Route;
  /** Whether it is done; undefined while that is not known. Called as a hook, once a render. */
  useDone: () => boolean | undefined;
}

/**
 * The mapping has an account for everything of the account's own lists. Asked without the
 * months' used rates (`used=false`): at a first login those 13 months are still being read,
 * and the list must not make the start screen wait for them (the mapping screen lists those).
 */
function useMappingComplete(): boolean | undefined {
  const mapping = useQuery({
    queryKey: [...ledgerMappingQueries.all, 'own-lists'],
    queryFn: ({ signal }) => api.get('/api/ledger-mapping', { used: false }, { signal }),
  }).data;
  return mapping === undefined ? undefined : mapping.missing.length === 0;
}

/** A folder for the month pack was chosen: its schedule keeps one, or a pack was written. */
function useFolderChosen(): boolean | undefined {
  const schedule = useQuery(monthPackQueries.schedule()).data;
  const runs = useQuery(monthPackQueries.runs()).data;
  if (schedule === undefined || runs === undefined) return undefined;
  return schedule.folder !== '' || runs.data.some((run) => run.status === 'written');
}

/** A bookkeeping package is connected, so each day's journal entry is posted into it. */
function useBookkeepingConnected(): boolean | undefined {
  return useQuery(bookkeepingQueries.connection()).data?.connected;
}

export const FIRST_RUN_STEPS: readonly FirstRunStep[] = [
  {
    id: 'ledger-mapping',
    title: 'start.mapping',
    hint: 'start.mappingHint',
    route: 'ledger-mapping',
    useDone: useMappingComplete,
  },
  {
    id: 'month-pack-folder',
    title: 'start.folder',
    hint: 'start.folderHint',
    route: 'month-pack',
    useDone: useFolderChosen,
  },
  {
    id: 'bookkeeping',
    title: 'start.bookkeeping',
    hint: 'start.bookkeepingHint',
    route: 'bookkeeping',
    useDone: useBookkeepingConnected,
  },
];
