/**
 * The price list's export table: the JSON row's figures; prices to the cent in words, with
 * 4 decimals in the default CSV; the cost price to 4 decimals, where it came from in words,
 * and the day of the stock snapshot it is from (the JSON answer's `cost_snapshot`), so a
 * file alone says which stock value it ties to.
 */
import type { PriceListRow } from '../../../../shared/api/catalog.js';
import { priceListExport } from '../../../../shared/api/export-columns.js';
import { COST_SOURCE_WORDS } from '../../../../shared/cost-source-words.js';
import type { LocalDate } from '../../../../shared/dates.js';
import { parseOptionalAmount } from '../../../../shared/money.js';
import { exportTable } from '../export/table.js';

/** The table of a list whose cost prices are from the snapshot of `costDate` (null: none). */
export const priceListTable = (costDate: LocalDate | null) =>
  exportTable<PriceListRow, typeof priceListExport>(priceListExport, {
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
    cost_price: (row) => parseOptionalAmount(row.cost_price),
    cost_source: (row) => (row.cost_source === null ? null : COST_SOURCE_WORDS[row.cost_source]),
    cost_date: (row) => (row.cost_price === null ? null : costDate),
  });
