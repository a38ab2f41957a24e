/**
 * The help overlay (?, or the topbar's Sneltoetsen button): every shortcut in the app's
 * language, with the keys as the platform labels them. A Drawer, so Escape closes it and
 * focus returns to where it was.
 */
import { Fragment } from 'react';
import { SHORTCUTS, screenAccelerator } from '../../../shared/keyboard-shortcuts.js';
import { Drawer } from '../components/layout/Drawer.js';
import { PlainTableHead } from '../components/table/PlainTableHead.js';
import { useT, type MessageKey } from '../i18n/index.js';
import { ROUTES } from './router.js';
import { acceleratorText } from './shortcuts.js';
import { ROUTE_LABELS } from './Sidebar.js';

/** Whether the keys are labelled as on a Mac (Cmd, Option). */
export const IS_MAC = /Mac|iPhone|iPad/.test(navigator.userAgent);

interface Line {
  /** Alternatives ("↑ or ↓"), each a key combination written with + between keys. */
  keys: readonly string[];
  does: string;
}

function Keys({ keys, or }: { keys: readonly string[]; or: string }) {
  return keys.map((combination, index) => (
    <Fragment key={combination}>
      {index > 0 ? ` ${or} ` : null}
      {combination.split('+').map((key, at) => (
        <Fragment key={key}>
          {at > 0 ? '+' : null}
          <kbd>{key}</kbd>
        </Fragment>
      ))}
    </Fragment>
  ));
}

function ShortcutTable({ caption, lines }: { caption: string; lines: readonly Line[] }) {
  const t = useT();
  return (
    <table className="plain-table shortcuts__table">
      <caption className="shortcuts__caption">{caption}</caption>
      <PlainTableHead
        columns={[{ label: t('shortcuts.keys') }, { label: t('shortcuts.action') }]}
      />
      <tbody>
        {lines.map((line) => (
          <tr key={line.keys.join()}>
            <th scope="row" className="shortcuts__keys">
              <Keys keys={line.keys} or={t('shortcuts.or')} />
            </th>
            <td>{line.does}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function ShortcutsHelp({ onClose }: { onClose: () => void }) {
  const t = useT();
  const text = (accelerator: string) => acceleratorText(accelerator, IS_MAC);
  const anywhere: Line[] = [
    { keys: ['Tab'], does: t('shortcuts.skip') },
    { keys: [text(SHORTCUTS.find)], does: t('shortcuts.find') },
    { keys: [text(SHORTCUTS.export)], does: t('shortcuts.export') },
    { keys: [text(SHORTCUTS.print)], does: t('shortcuts.print') },
    ...ROUTES.flatMap((route) => {
      const accelerator = screenAccelerator(route);
      return accelerator
        ? [
            {
              keys: [text(accelerator)],
              does: t('shortcuts.screen', { screen: t(ROUTE_LABELS[route]) }),
            },
          ]
        : [];
    }),
    { keys: [SHORTCUTS.help], does: t('shortcuts.help') },
    { keys: ['Esc'], does: t('shortcuts.escape') },
  ];
  const inTables: { keys: string[]; does: MessageKey }[] = [
    { keys: ['↑', '↓'], does: 'shortcuts.rows' },
    { keys: ['Page Up', 'Page Down'], does: 'shortcuts.pages' },
    { keys: ['Home', 'End'], does: 'shortcuts.ends' },
    { keys: ['Enter'], does: 'shortcuts.openRow' },
    { keys: ['←', '→'], does: 'shortcuts.sideways' },
    { keys: [`${text('Alt')}+←`, `${text('Alt')}+→`], does: 'shortcuts.resize' },
    { keys: ['↑'], does: 'shortcuts.toHeader' },
  ];
  return (
    <Drawer title={t('shortcuts.title')} onClose={onClose}>
      <p className="hint">{t('shortcuts.intro')}</p>
      <ShortcutTable caption={t('shortcuts.everywhere')} lines={anywhere} />
      <ShortcutTable
        caption={t('shortcuts.tables')}
        lines={inTables.map((line) => ({ keys: line.keys, does: t(line.does) }))}
      />
    </Drawer>
  );
}
