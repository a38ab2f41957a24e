import type { TdHTMLAttributes } from 'react';
import type { MoneyPrecision } from '../../lib/format.js';
import { Money } from '../value/Money.js';

/**
 * A hand-written table's cell of a euro amount: aligned right (`numeric`), as its column's head
 * is (PlainTableHead's `align: 'end'`). Other attributes (`data-*`, `colSpan`) go to the cell.
 */
export function MoneyCell({
  value,
  precision,
  ...cell
}: {
  value: number | null | undefined;
  precision?: MoneyPrecision | undefined;
} & Omit<TdHTMLAttributes<HTMLTableCellElement>, 'className' | 'children'>) {
  return (
    <td className="numeric" {...cell}>
      <Money value={value} precision={precision} />
    </td>
  );
}
