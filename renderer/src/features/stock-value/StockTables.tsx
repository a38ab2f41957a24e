import { useState } from 'react';
import type {
  StockValue,
  StockValueGroup,
  StockValueProduct,
} from '../../../../shared/api/stock-value.js';
import type { LocalDate } from '../../../../shared/dates.js';
import { SectionCard } from '../../components/layout/SectionCard.js';
import { PlainTable } from '../../components/table/PlainTable.js';
import { useLocale, useT } from '../../i18n/index.js';
import { formatNumber } from '../../lib/format.js';
import { OpenedGroup } from './GroupProducts.js';
import { MoneyCell } from '../../components/table/MoneyCell.js';

/** A group's or the total's products counted and its values, the table's last three cells. */
function ValueCells({
  figures,
}: {
  figures: Pick<StockValue, 'products' | 'value_at_cost' | 'value_at_sale_price'>;
}) {
  const locale = useLocale();
  return (
    <>
      <td className="numeric">{formatNumber(figures.products, locale, 0)}</td>
      <MoneyCell value={figures.value_at_cost} />
      <MoneyCell value={figures.value_at_sale_price} />
    </>
  );
}

/**
 * The value per turnover group, and the total they add up to (each rounded from its sum); each
 * group's row opens into its products (GroupProducts.tsx, asked for as it opens), by mouse or
 * keyboard, its button saying whether it is open (`aria-expanded`).
 */
export function GroupTable({ answer }: { answer: StockValue }) {
  const t = useT();
  const [open, setOpen] = useState<ReadonlySet<GroupId>>(new Set());
  const toggle = (id: GroupId) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const columns = [
    { label: t('stock.group') },
    { label: t('stock.products'), align: 'end' as const },
    { label: t('stock.atCost'), align: 'end' as const },
    { label: t('stock.atSalePrice'), align: 'end' as const },
  ];
  return (
    <SectionCard id="stock-groups" title={t('stock.groups')} hint={t('stock.groupsHint')}>
      <PlainTable columns={columns} testId="stock-groups">
        {answer.groups.map((group) => (
          <GroupRows
            key={group.id ?? 'none'}
            group={group}
            date={answer.date}
            open={open.has(group.id)}
            onToggle={() => toggle(group.id)}
          />
        ))}
        <tfoot>
          <tr>
            <th scope="row">{t('stock.total')}</th>
            <ValueCells figures={answer} />
          </tr>
        </tfoot>
      </PlainTable>
    </SectionCard>
  );
}

type GroupId = StockValueGroup['id'];

/** A group's row, and under it, when open, its products. */
function GroupRows({
  group,
  date,
  open,
  onToggle,
}: {
  group: StockValueGroup;
  date: LocalDate;
  open: boolean;
  onToggle: () => void;
}) {
  const t = useT();
  const productsId = `stock-group-${group.id ?? 'none'}-products`;
  const name = group.name ?? t('stock.ungrouped');
  return (
    <tbody data-group={group.id ?? 'none'}>
      <tr>
        <th scope="row">
          <button
            type="button"
            className="stock-group__toggle"
            aria-expanded={open}
            aria-controls={open ? productsId : undefined}
            onClick={onToggle}
          >
            <span className="stock-group__chevron" aria-hidden="true" />
            {name}
          </button>
        </th>
        <ValueCells figures={group} />
      </tr>
      {open ? (
        <tr>
          <td colSpan={4} className="stock-group__cell">
            <OpenedGroup id={productsId} date={date} groupId={group.id} groupName={name} />
          </td>
        </tr>
      ) : null}
    </tbody>
  );
}

/** Products the value cannot count (no cost price, below zero), named; none: no card. */
export function NamedProducts({
  id,
  title,
  hint,
  products,
}: {
  id: string;
  title: string;
  hint: string;
  products: readonly StockValueProduct[];
}) {
  const t = useT();
  const locale = useLocale();
  if (products.length === 0) return null;
  const columns = [
    { label: t('stock.sku') },
    { label: t('stock.product') },
    { label: t('stock.stock'), align: 'end' as const },
  ];
  return (
    <SectionCard
      id={id}
      title={`${title} (${formatNumber(products.length, locale, 0)})`}
      hint={hint}
      testId={id}
    >
      <div className="wide-table" tabIndex={0} role="region" aria-label={title}>
        <PlainTable columns={columns}>
          <tbody>
            {products.map((product) => (
              <tr key={product.product_id}>
                <td>{product.sku ?? '—'}</td>
                <td>{product.title ?? t('stock.notInCatalog', { id: product.product_id })}</td>
                <td className="numeric">{formatNumber(product.stock, locale)}</td>
              </tr>
            ))}
          </tbody>
        </PlainTable>
      </div>
    </SectionCard>
  );
}
