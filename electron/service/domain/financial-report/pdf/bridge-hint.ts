/** A bridge's line in the report's PDF, as the screen shows it under the cards. */
import type { ExportLanguage } from '../../../../../shared/api/export-columns.js';
import type { Bridge } from '../../../../../shared/api/bridges.js';
import { bridgeLine, type BridgeView } from '../../../../../shared/bridge-words.js';
import { hint } from './blocks.js';
import { px, type PdfCanvas } from './canvas.js';
import { space, type Strip } from './flow.js';

/** None when nothing differs, as on the screen (renderer/src/components/note/BridgeLine.tsx). */
export function bridgeHint(
  canvas: PdfCanvas,
  bridge: Bridge,
  view: BridgeView,
  lang: ExportLanguage,
  box: { x: number; width: number },
): Strip[] {
  if (bridge.difference === 0) return [];
  // The minus sign (U+2212) is not in WinAnsi (printable-text.ts); the en dash is, and looks alike.
  const line = bridgeLine(bridge, view, lang).replaceAll('\u2212', '\u2013');
  return [space(px(8)), hint(canvas, line, box.x, box.width)];
}
