import type { ReactNode } from 'react';
import { Money } from '../../components/value/Money.js';
import { MoneyCell } from '../../components/table/MoneyCell.js';

/** A line's turnover and VAT, two right-aligned cells; the VAT left empty where there is none (1e). */
export function TurnoverVat({ turnover, vat }: { turnover: number; vat: number | null }) {
  return (
    <>
      <MoneyCell value={turnover} />
      <td className="numeric">{vat === null ? null : <Money value={vat} />}</td>
    </>
  );
}

/**
 * A row of the return's tables that names a line and gives its turnover and VAT: a rubriek, an
 * OSS country, a total, a correction since filing. What follows the amounts is `children`.
 */
export function VatLine({
  label,
  labelColumns = 1,
  turnover,
  vat,
  className,
  rubriek,
  children,
}: {
  label: ReactNode;
  /** How many columns the label spans (a rubriek's name and description, a country and rate). */
  labelColumns?: number;
  turnover: number;
  vat: number | null;
  className?: string;
  /** The rubriek the row is, for those that look for it. */
  rubriek?: string;
  children?: ReactNode;
}) {
  return (
    <tr className={className} data-rubriek={rubriek}>
      <th scope="row" colSpan={labelColumns > 1 ? labelColumns : undefined}>
        {label}
      </th>
      <TurnoverVat turnover={turnover} vat={vat} />
      {children}
    </tr>
  );
}
