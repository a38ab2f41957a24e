/**
 * The price list's export table: the JSON row's figures; prices to the cent in words, with
 * 4 decimals in the default CSV.
 */
import type { PriceListRow } from '../../../../shared/api/catalog.js';
import { priceListExport } from '../../../../shared/api/export-columns.js';
import { parseOptionalAmount } from '../../../../shared/money.js';
import { exportTable } from '../export/table.js';

export const priceListTable = exportTable<PriceListRow, typeof priceListExport>(priceListExport, {
  sku: (row) => row.sku,
  title: (row) => row.title,
  ppu_wt: (row) => parseOptionalAmount(row.ppu_wt),
  ppu: (row) => parseOptionalAmount(row.ppu),
  vat_percent: (row) => row.vat_percent,
  discount_ppu_wt: (row) => parseOptionalAmount(row.discount_ppu_wt),
  deposit_ppu_wt: (row) => parseOptionalAmount(row.deposit_ppu_wt),
  stock: (row) => row.stock,
  stock_unlimited: (row) => row.stock_unlimited,
  group: (row) => row.product_group_name,
});
