/** The account's ledger mapping: read once per visit, replaced whole on Save. */
import type { LedgerMappingInput } from '../../../../shared/api/ledger-mapping.js';
import { useStoredSave } from '../../lib/use-stored-save.js';
import { plainRead } from '../../lib/plain-read.js';
import { api } from '../../app/api.js';

export const ledgerMappingQueries = {
  all: ['ledger-mapping'] as const,
  mapping: () =>
    plainRead(
      [...ledgerMappingQueries.all],
      ({ signal }) => api.get('/api/ledger-mapping', {}, { signal }),
      {
        // The screen edits a copy; a refetch while typing must not reset it (Page.tsx).
        refetchOnWindowFocus: false,
      },
    ),
  /** The whole EU registry, to add a rate that is not Dutch (imported orders keep theirs). */
  registry: () =>
    plainRead(
      [...ledgerMappingQueries.all, 'registry'],
      ({ signal }) => api.get('/api/tax-rates', { limit: 1000 }, { signal }),
      { staleTime: 10 * 60_000 },
    ),
};

/** Save: the PUT's answer is the mapping as stored, so it becomes the read's data at once. */
export function useSaveLedgerMapping() {
  return useStoredSave(
    (body: LedgerMappingInput) => api.put('/api/ledger-mapping', body),
    ledgerMappingQueries.mapping().queryKey,
  );
}
