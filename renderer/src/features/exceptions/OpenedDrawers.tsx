import type { Exception } from '../../../../shared/api/exceptions.js';
import type { StockSnapshotHead } from '../../../../shared/api/stock-value.js';
import { BelowCostOrders } from './BelowCostOrders.js';
import { ordersOf, stateOf } from './exception-text.js';
import { ExceptionOrders } from './ExceptionOrders.js';
import type { ExceptionsFilter } from './queries.js';
import { StateProducts } from './StateProducts.js';

/** The drawer an exception opened: its till-day's orders, its product's, or its products. */
export function OpenedDrawers({
  filter,
  opened,
  openedState,
  stockSnapshot,
  onCloseOrders,
  onCloseState,
}: {
  filter: ExceptionsFilter | null;
  opened: Exception | null;
  openedState: Exception | null;
  stockSnapshot: StockSnapshotHead | null;
  onCloseOrders: () => void;
  onCloseState: () => void;
}) {
  const openedAt = opened === null ? null : ordersOf(opened);
  const openedProducts = openedState === null ? null : stateOf(openedState);
  return (
    <>
      {opened !== null && openedAt?.kind === 'day' ? (
        <ExceptionOrders
          exception={opened}
          day={openedAt.day}
          shopId={openedAt.shopId}
          onClose={onCloseOrders}
        />
      ) : opened !== null && openedAt?.kind === 'product' && filter !== null ? (
        <BelowCostOrders
          exception={opened}
          filter={filter}
          productId={openedAt.productId}
          orderIds={openedAt.orderIds}
          onClose={onCloseOrders}
        />
      ) : null}
      {openedProducts !== null && filter !== null ? (
        <StateProducts
          kind={openedProducts.kind}
          products={openedProducts.products}
          period={filter}
          snapshot={stockSnapshot}
          onClose={onCloseState}
        />
      ) : null}
    </>
  );
}
