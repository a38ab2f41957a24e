import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { PriceListRow, ProductPrice } from '../../../../shared/api/catalog.js';
import { Drawer } from '../../components/layout/Drawer.js';
import { EmptyState } from '../../components/state/EmptyState.js';
import { Money } from '../../components/value/Money.js';
import { PlainTable } from '../../components/table/PlainTable.js';
import type { HeadColumn } from '../../components/table/PlainTableHead.js';
import { QueryState } from '../../components/state/QueryState.js';
import { useLocale, useT } from '../../i18n/index.js';
import { formatNumber, formatPercent } from '../../lib/format.js';
import { referenceQueries } from '../../app/reference-queries.js';
import { PRICE_KIND_LABELS, comparePrices, priceKindOf } from './price-kinds.js';
import { PRICE_LIST_COUNTRY, catalogQueries } from './queries.js';
import { MoneyCell } from '../../components/table/MoneyCell.js';

/** One product with every price row it has: sale, tiers, purchase and cost. */
export function ProductDrawer({
  product,
  onClose,
}: {
  product: PriceListRow;
  onClose: () => void;
}) {
  const t = useT();
  const prices = useQuery(catalogQueries.productPrices(product.product_id));
  const taxRates = useQuery(referenceQueries.taxRates(PRICE_LIST_COUNTRY));
  const rateOf = (id: number) => taxRates.data?.data.find((rate) => rate.id === id)?.value;

  return (
    <Drawer title={product.title} subtitle={product.sku} onClose={onClose}>
      <ProductFacts product={product} />
      <h3 className="section-title">{t('drawer.prices')}</h3>
      <QueryState query={prices}>
        {(answer) =>
          answer.data.length === 0 ? (
            <EmptyState title={t('drawer.noPrices')} />
          ) : (
            <PriceTable prices={answer.data} rateOf={rateOf} />
          )
        }
      </QueryState>
    </Drawer>
  );
}

/** What the price list says of the product: its price, rate, discount, stock and group. */
function ProductFacts({ product }: { product: PriceListRow }) {
  const t = useT();
  const locale = useLocale();
  return (
    <dl className="facts">
      <Fact label={t('catalog.col.priceInclVat')}>
        {product.ppu_wt === null ? (
          <span className="badge badge--warning">{t('catalog.notPriced')}</span>
        ) : (
          <Money value={product.ppu_wt} precision="unit" />
        )}
      </Fact>
      <Fact label={t('catalog.col.vat')}>
        {product.vat_percent === null ? '—' : formatPercent(product.vat_percent, 'rate')}
      </Fact>
      {product.discount_ppu_wt === null ? null : (
        <Fact label={t('catalog.col.discount')}>
          <Money value={product.discount_ppu_wt} precision="unit" />
        </Fact>
      )}
      {product.deposit_ppu_wt === null ? null : (
        <Fact label={t('drawer.deposit')}>
          <Money value={product.deposit_ppu_wt} precision="unit" />
        </Fact>
      )}
      <Fact label={t('drawer.stock')}>
        {product.stock_unlimited ? (
          <span className="badge badge--muted">{t('catalog.unlimited')}</span>
        ) : product.stock === null ? (
          '—'
        ) : (
          formatNumber(product.stock, locale)
        )}
      </Fact>
      <Fact label={t('drawer.turnoverGroup')}>
        {product.product_group_name ?? '—'}
        {product.product_group_code ? (
          <span className="muted"> · {product.product_group_code}</span>
        ) : null}
      </Fact>
      <Fact label={t('drawer.productId')}>{product.product_id}</Fact>
    </dl>
  );
}

/** Every price row of the product, in the order of price-kinds.ts. */
function PriceTable({
  prices,
  rateOf,
}: {
  prices: readonly ProductPrice[];
  /** The VAT percentage of a tax rate, once the rates are read. */
  rateOf: (id: number) => number | undefined;
}) {
  const t = useT();
  const locale = useLocale();
  const columns: HeadColumn[] = [
    { label: t('drawer.col.kind') },
    { label: t('drawer.col.fromQty'), align: 'end' },
    { label: t('drawer.col.priceExcl'), align: 'end' },
    { label: t('drawer.col.priceIncl'), align: 'end' },
    { label: t('drawer.col.vat'), align: 'end' },
  ];
  return (
    <PlainTable columns={columns}>
      <tbody>
        {[...prices].sort(comparePrices).map((price) => {
          const kind = priceKindOf(price);
          const rate = rateOf(price.tax_rate_id);
          return (
            <tr key={price.id}>
              <th scope="row">
                {kind === 'other'
                  ? t('drawer.kind.other', { id: price.product_price_type_id })
                  : t(PRICE_KIND_LABELS[kind])}
              </th>
              <td className="numeric">
                {price.from_qty === null ? '—' : formatNumber(price.from_qty, locale)}
              </td>
              <MoneyCell value={price.ppu} precision="unit" />
              <MoneyCell value={price.ppu_wt} precision="unit" />
              <td className="numeric">{rate === undefined ? '—' : formatPercent(rate, 'rate')}</td>
            </tr>
          );
        })}
      </tbody>
    </PlainTable>
  );
}

/** One fact of the product: its name, and what it is. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
