/**
 * What every part of the mapping screen is handed: the answer (with the rates the user
 * added), the edited copy, and how to edit it.
 */
import type { LedgerMapping } from '../../../../shared/api/ledger-mapping.js';
import type { Draft, VatRow } from './draft.js';

export interface EditorState {
  mapping: LedgerMapping;
  draft: Draft;
  readOnly: boolean;
  setCode: (field: string, value: string) => void;
  /** The translated complaint about a field after a refused save; null when none. */
  errorOf: (field: string) => string | null;
  /** Lists another rate of the registry, to give it an account. */
  addRate: (row: VatRow) => void;
}

export type RowStatus = 'set' | 'default' | 'missing' | 'optional';

/** `role:key` of each entry of `missing`, as the answer names them. */
export const missingKeys = (mapping: LedgerMapping): Set<string> =>
  new Set(mapping.missing.map((entry) => `${entry.role}:${entry.key ?? ''}`));

/** Whether the user has typed a code in the field: what the edited copy holds, not the saved. */
export const hasCode = (state: EditorState, field: string): boolean =>
  (state.draft.codes[field] ?? '').trim() !== '';
