import type { CatalogStateKind, ExceptionProduct } from '../../../../shared/api/exceptions.js';
import { Drawer } from '../../components/layout/Drawer.js';
import { PlainTableHead } from '../../components/table/PlainTableHead.js';
import { useT } from '../../i18n/index.js';
import { catalogProductHref, openCatalogProduct } from '../catalog/index.js';
import { useDateStyle } from '../../app/settings-store.js';
import { dayText, stateText } from './exception-text.js';

/**
 * The products behind a catalog state (never priced, sold without a cost price), by SKU as the
 * service lists them: each one's SKU and name, a link opening it in the catalog.
 */
export function StateProducts({
  kind,
  products,
  period,
  onClose,
}: {
  kind: CatalogStateKind;
  products: readonly ExceptionProduct[];
  /** The period asked: the one whose sales make a product's missing cost price an exception. */
  period: { from: string; to: string };
  onClose: () => void;
}) {
  const t = useT();
  const style = useDateStyle();
  return (
    <Drawer
      title={stateText(t, kind, products.length)}
      subtitle={
        // Never priced is the catalog as it is now; no cost price is of the period's sales.
        kind === 'never_priced'
          ? t('exc.catalog')
          : `${dayText(period.from, style)} – ${dayText(period.to, style)}`
      }
      onClose={onClose}
    >
      <p className="hint">{t(`exc.state.hint.${kind}`)}</p>
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
