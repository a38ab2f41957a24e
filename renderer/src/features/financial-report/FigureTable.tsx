import type { ReactNode } from 'react';
import { PlainTable } from '../../components/table/PlainTable.js';
import type { HeadColumn } from '../../components/table/PlainTableHead.js';

/** One line of a report table: what it is, and its figures in the table's column order. */
export interface FigureLine {
  key: string;
  label: ReactNode;
  figures: readonly ReactNode[];
}

/**
 * The report's tables of figures by something (a rate, a payment method, a kind of money
 * that is not turnover): a line each, the figures right-aligned, and the total under them.
 * One shape, so the three read alike on screen and to a screen reader.
 */
export function FigureTable({
  caption,
  columns,
  lines,
  empty,
  total,
  totalLabel,
}: {
  caption: string;
  /** The head, the label's column first; none where each line names itself. */
  columns?: readonly HeadColumn[];
  lines: readonly FigureLine[];
  /** What the table says when it has no lines, across all its columns. */
  empty?: string;
  totalLabel: string;
  total: readonly ReactNode[];
}) {
  return (
    <PlainTable caption={caption} columns={columns}>
      <tbody>
        {lines.length === 0 && empty !== undefined ? (
          <tr>
            <td colSpan={total.length + 1} className="muted">
              {empty}
            </td>
          </tr>
        ) : (
          lines.map((line) => (
            <FigureRow key={line.key} label={line.label} figures={line.figures} />
          ))
        )}
      </tbody>
      <tfoot>
        <FigureRow label={totalLabel} figures={total} />
      </tfoot>
    </PlainTable>
  );
}

function FigureRow({ label, figures }: { label: ReactNode; figures: readonly ReactNode[] }) {
  return (
    <tr>
      <th scope="row">{label}</th>
      {figures.map((figure, index) => (
        <td key={index} className="numeric">
          {figure}
        </td>
      ))}
    </tr>
  );
}
