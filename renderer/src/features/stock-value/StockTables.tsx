import type { StockValue, StockValueProduct } from '../../../../shared/api/stock-value.js';
import { SectionCard } from '../../components/layout/SectionCard.js';
import { PlainTable } from '../../components/table/PlainTable.js';
import { Money } from '../../components/value/Money.js';
import { useLocale, useT } from '../../i18n/index.js';
import { formatNumber } from '../../lib/format.js';

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
      <td className="numeric">
        <Money value={figures.value_at_cost} />
      </td>
      <td className="numeric">
        <Money value={figures.value_at_sale_price} />
      </td>
    </>
  );
}

/** The value per turnover group, and the total they add up to (each rounded from its sum). */
export function GroupTable({ answer }: { answer: StockValue }) {
  const t = useT();
  const columns = [
    { label: t('stock.group') },
    { label: t('stock.products'), align: 'end' as const },
    { label: t('stock.atCost'), align: 'end' as const },
    { label: t('stock.atSalePrice'), align: 'end' as const },
  ];
  return (
    <SectionCard id="stock-groups" title={t('stock.groups')} hint={t('stock.groupsHint')}>
      <PlainTable columns={columns} testId="stock-groups">
        <tbody>
          {answer.groups.map((group) => (
            <tr key={group.id ?? 'none'} data-group={group.id ?? 'none'}>
              <th scope="row">{group.name ?? t('stock.ungrouped')}</th>
              <ValueCells figures={group} />
            </tr>
          ))}
        </tbody>
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
