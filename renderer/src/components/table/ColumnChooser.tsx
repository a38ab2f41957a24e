/**
 * "Kolommen": a popover listing every column of a table with a checkbox to show or hide it
 * and buttons to move it up or down (the keyboard way to reorder; dragging a header is the
 * mouse way). One column always stays shown. Escape or a click outside closes it, and focus
 * returns to the button; "Standaardkolommen" gives the table its own columns back.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useT } from '../../i18n/index.js';
import { movedBy, visibleColumns, withVisibility } from '../../lib/column-layout.js';
import type { ColumnLayoutControl } from './use-column-layout.js';

type Direction = 'up' | 'down';

export function ColumnChooser({ control }: { control: ColumnLayoutControl }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  // A click anywhere outside closes it, as a menu would.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target instanceof Node ? event.target : null;
      if (!rootRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    buttonRef.current?.focus();
  };

  return (
    <div className="column-chooser" ref={rootRef} onKeyDown={onKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        className="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen(!open)}
      >
        <span aria-hidden="true">▥</span>
        {t('columns.button')}
      </button>
      {open ? <ChooserPanel id={panelId} control={control} /> : null}
    </div>
  );
}

function ChooserPanel({ id, control }: { id: string; control: ColumnLayoutControl }) {
  const t = useT();
  const panelRef = useRef<HTMLDivElement>(null);
  // After a move, focus follows the moved column's button (or its other one at an end).
  const [moved, setMoved] = useState<{ column: string; direction: Direction } | null>(null);
  const { layout, change } = control;
  const labels = new Map(control.choices.map((choice) => [choice.id, choice.label]));
  const shownCount = visibleColumns(layout).length;

  useEffect(() => {
    panelRef.current?.querySelector<HTMLElement>('input')?.focus();
  }, []);
  useEffect(() => {
    if (!moved) return;
    const find = (direction: Direction) =>
      panelRef.current?.querySelector<HTMLButtonElement>(
        `[data-move="${moved.column}:${direction}"]`,
      );
    const same = find(moved.direction);
    (same && !same.disabled ? same : find(moved.direction === 'up' ? 'down' : 'up'))?.focus();
  }, [moved, layout]);

  const move = (column: string, direction: Direction) => {
    change(movedBy(layout, column, direction === 'up' ? -1 : 1));
    setMoved({ column, direction });
  };

  return (
    <div
      id={id}
      ref={panelRef}
      role="dialog"
      aria-label={t('columns.title')}
      className="column-chooser__panel"
    >
      <p className="column-chooser__hint">{t('columns.hint')}</p>
      <ul className="column-chooser__list">
        {layout.order.map((column, index) => (
          <ChooserItem
            key={column}
            column={column}
            label={labels.get(column) ?? column}
            shown={!layout.hidden.includes(column)}
            onlyShown={shownCount === 1}
            first={index === 0}
            last={index === layout.order.length - 1}
            onShow={(show) => change(withVisibility(layout, column, show))}
            onMove={(direction) => move(column, direction)}
          />
        ))}
      </ul>
      <button
        type="button"
        className="button button--quiet column-chooser__reset"
        disabled={control.isDefault}
        onClick={control.reset}
      >
        {t('columns.reset')}
      </button>
    </div>
  );
}

/** One column: its checkbox (the last one shown cannot be hidden) and its move buttons. */
function ChooserItem({
  column,
  label,
  shown,
  onlyShown,
  first,
  last,
  onShow,
  onMove,
}: {
  column: string;
  label: string;
  shown: boolean;
  /** No other column is shown. */
  onlyShown: boolean;
  first: boolean;
  last: boolean;
  onShow: (show: boolean) => void;
  onMove: (direction: Direction) => void;
}) {
  const t = useT();
  const keep = shown && onlyShown;
  return (
    <li className="column-chooser__item">
      <label className="check" title={keep ? t('columns.lastVisible') : undefined}>
        <input
          type="checkbox"
          checked={shown}
          disabled={keep}
          onChange={(event) => onShow(event.target.checked)}
        />
        <span>{label}</span>
      </label>
      <MoveButton column={column} label={label} direction="up" disabled={first} onMove={onMove} />
      <MoveButton column={column} label={label} direction="down" disabled={last} onMove={onMove} />
    </li>
  );
}

/** A column's button that moves it one place up or down the list. */
function MoveButton({
  column,
  label,
  direction,
  disabled,
  onMove,
}: {
  column: string;
  label: string;
  direction: Direction;
  disabled: boolean;
  onMove: (direction: Direction) => void;
}) {
  const t = useT();
  const up = direction === 'up';
  return (
    <button
      type="button"
      className="column-chooser__move"
      data-move={`${column}:${direction}`}
      aria-label={t(up ? 'columns.moveUp' : 'columns.moveDown', { column: label })}
      disabled={disabled}
      onClick={() => onMove(direction)}
    >
      {up ? '↑' : '↓'}
    </button>
  );
}
