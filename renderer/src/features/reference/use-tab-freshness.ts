import { useQuery } from '@tanstack/react-query';
import { useFreshness, type FreshnessState } from '../../components/note/use-freshness.js';
import { capabilityOf, sessionQueries } from '../../app/session-queries.js';
import { referenceQueries } from '../../app/reference-queries.js';
import type { ReferenceTab } from './store.js';

/**
 * The freshness of the list the selected tab shows, and its refresh. Each list is observed
 * with `enabled` only for its own tab (the lists differ in type, so they are not picked from
 * one table): the freshness line counts the enabled one alone.
 */
export function useTabFreshness(tab: ReferenceTab): FreshnessState[] {
  const groups = capabilityOf(useQuery(sessionQueries.capabilities()).data, 'turnover_groups');
  return [
    useFreshness({ ...referenceQueries.shops(), enabled: tab === 'shops' }),
    useFreshness({ ...referenceQueries.locations(), enabled: tab === 'locations' }),
    useFreshness({ ...referenceQueries.taxRates('NL'), enabled: tab === 'taxRates' }),
    useFreshness({
      ...referenceQueries.turnoverGroups(),
      // As the tab's own list: not asked where the platform has no turnover groups.
      enabled: tab === 'turnoverGroups' && groups?.status !== 'unavailable',
    }),
    useFreshness({ ...referenceQueries.paymentMethods(), enabled: tab === 'paymentMethods' }),
  ];
}
