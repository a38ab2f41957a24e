/** The export tables of product sales and slow movers: the JSON rows' figures. */
import type { ProductSalesRow, SlowMover } from '../../../../shared/api/product-sales.js';
import { productSalesExport, slowMoversExport } from '../../../../shared/api/export-columns.js';
import { parseOptionalAmount } from '../../../../shared/money.js';
import { exportTable } from '../export/table.js';

export const productSalesTable = exportTable<ProductSalesRow, typeof productSalesExport>(
  productSalesExport,
  {
    sku: (row) => row.sku,
    title: (row) => row.title,
    group: (row) => row.product_group_name,
    quantity_sold: (row) => row.quantity_sold,
    quantity_returned: (row) => row.quantity_returned,
    turnover: (row) => parseOptionalAmount(row.turnover),
    turnover_wt: (row) => parseOptionalAmount(row.turnover_wt),
    cost_of_goods: (row) => parseOptionalAmount(row.cost_of_goods),
    margin: (row) => parseOptionalAmount(row.margin),
    margin_percentage: (row) => row.margin_percentage,
    lines_without_cost_price: (row) => row.lines_without_cost_price,
  },
);

export const slowMoversTable = exportTable<SlowMover, typeof slowMoversExport>(slowMoversExport, {
  sku: (row) => row.sku,
  title: (row) => row.title,
  group: (row) => row.product_group_name,
  stock: (row) => row.stock,
  cost_price: (row) => parseOptionalAmount(row.cost_price),
  stock_value: (row) => parseOptionalAmount(row.stock_value),
  last_sold_on: (row) => row.last_sold_on,
});
