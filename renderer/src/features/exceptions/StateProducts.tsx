import type { CatalogStateKind, ExceptionProduct } from '../../../../shared/api/exceptions.js';
import type { StockSnapshotHead } from '../../../../shared/api/stock-value.js';
import { Drawer } from '../../components/layout/Drawer.js';
import { PlainTableHead } from '../../components/table/PlainTableHead.js';
import { useT } from '../../i18n/index.js';
import { catalogProductHref, openCatalogProduct } from '../catalog/index.js';
import { useDateStyle } from '../../app/settings-store.js';
import { dayText, stateText } from './exception-text.js';

/**
 * The products behind a catalog state (never priced, sold on lines without a cost price, in stock
 * without one), by SKU as the service lists them: each one's SKU and name, a link opening it in
 * the catalog. Stock without a cost price is a stock snapshot's: its day, with a link to the
 * stock value of that day, which names the same products.
 */
export function StateProducts({
  kind,
  products,
  period,
  snapshot,
  onClose,
}: {
  kind: CatalogStateKind;
  products: readonly ExceptionProduct[];
  /** The period asked: the one whose sales make a product's missing cost price an exception. */
  period: { from: string; to: string };
  /** The stock snapshot the stock without a cost price is of. */
  snapshot: StockSnapshotHead | null;
  onClose: () => void;
}) {
  const t = useT();
  const style = useDateStyle();
  const snapshotDay = snapshot === null ? null : dayText(snapshot.date, style);
  const stockNote =
    kind === 'stock_without_cost' && snapshot !== null && snapshotDay !== null ? (
      <p>
        <a href={`#/stock-value?date=${snapshot.date}`} className="link">
          {t('exc.state.openStockValue', { day: snapshotDay })}
        </a>
      </p>
    ) : null;
  return (
    <Drawer
      title={stateText(t, kind, products.length)}
      subtitle={
        // Never priced is the catalog as it is now, stock without a cost price a snapshot's;
        // lines without one are of the period's sales.
        kind === 'never_priced'
          ? t('exc.catalog')
          : kind === 'stock_without_cost' && snapshotDay !== null
            ? t('exc.state.snapshot', { day: snapshotDay })
            : `${dayText(period.from, style)} – ${dayText(period.to, style)}`
      }
      onClose={onClose}
    >
      <p className="hint">{t(`exc.state.hint.${kind}`)}</p>
      {stockNote}
      <table className="plain-table drill__table exc__products">
        <PlainTableHead
          columns={[{ label: t('exc.products.sku') }, { label: t('exc.products.title') }]}
        />
        <tbody>
          {products.map((product) => (
            <tr key={product.id}>
              <td>{product.sku === '' ? <span className="muted">—</span> : product.sku}</td>
              <th scope="row">
                <a
                  href={catalogProductHref(product.sku === '' ? product.title : product.sku)}
                  className="link"
                  aria-label={t('exc.products.open', { product: product.title || product.sku })}
                  onClick={() => openCatalogProduct(product.id)}
                >
                  {product.title === '' ? String(product.id) : product.title}
                </a>
              </th>
            </tr>
          ))}
        </tbody>
      </table>
    </Drawer>
  );
}
