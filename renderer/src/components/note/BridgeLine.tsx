import { Fragment } from 'react';
import type { Bridge } from '../../../../shared/api/bridges.js';
import { bridgeParts, partAmount, type BridgeView } from '../../../../shared/bridge-words.js';
import { useSettingsStore } from '../../app/settings-store.js';

/**
 * Why this screen's figure and another screen's differ, in one line with the amounts
 * (shared/bridge-words.ts, as the exports say it): the other figure, then each item with its
 * amount and why. Nothing when there is nothing to explain.
 */
export function BridgeLine({ bridge, view }: { bridge: Bridge; view: BridgeView }) {
  const language = useSettingsStore((state) => state.language);
  if (bridge.difference === 0) return null;
  return (
    <p className="hint" role="note" data-bridge={view}>
      {bridgeParts(bridge, view).map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? ' · ' : null}
          {part.label[language]}
          {index === 0 ? ':' : null}{' '}
          <span lang="nl" className="nowrap">
            {partAmount(part, index)}
          </span>
          {part.why ? `: ${part.why[language]}` : null}
        </Fragment>
      ))}
    </p>
  );
}
