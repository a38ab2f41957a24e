/** What every part of the mapping screen is handed: the answer, the edited copy, and how to edit. */
import type { LedgerMapping } from '../../../../shared/api/ledger-mapping.js';
import type { Draft } from './draft.js';

export interface EditorState {
  mapping: LedgerMapping;
  draft: Draft;
  readOnly: boolean;
  setCode: (field: string, value: string) => void;
  /** The translated complaint about a field after a refused save; null when none. */
  errorOf: (field: string) => string | null;
}

export type RowStatus = 'set' | 'default' | 'missing' | 'optional';

/** `role:key` of each entry of `missing`, as the answer names them. */
export const missingKeys = (mapping: LedgerMapping): Set<string> =>
  new Set(mapping.missing.map((entry) => `${entry.role}:${entry.key ?? ''}`));
