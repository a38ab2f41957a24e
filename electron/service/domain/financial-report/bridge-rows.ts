/**
 * A bridge (bridges.ts) as rows of an export table: the other screen's figure, then each
 * item with what it does on the way to the report's turnover and why, in the words the
 * screens use (shared/bridge-words.ts). Nothing when nothing differs, as on the screens.
 */
import type { Bridge } from '../../../../shared/api/bridges.js';
import { bridgeParts, type BridgeView } from '../../../../shared/bridge-words.js';
import { words, type ExportCell, type Words } from '../export/cells.js';
import { money } from './report-section.js';

export function bridgeRows(bridge: Bridge, view: BridgeView): [Words, ExportCell][] {
  if (bridge.difference === 0) return [];
  return bridgeParts(bridge, view).map((part) => {
    const said = (language: 'en' | 'nl') =>
      part.why ? `${part.label[language]}: ${part.why[language]}` : part.label[language];
    return [words(said('en'), said('nl')), money(part.amount)];
  });
}
