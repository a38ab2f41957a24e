/**
 * GET /api/price-list: the spec's recommended price-list join done once on the server, as
 * JSON or as a CSV download (Accept: text/csv or ?format=csv).
 */
import type { FastifyInstance } from 'fastify';
import {
  priceListQuerySchema,
  priceListResponseSchema,
  type PriceListRow,
} from '../../../../shared/api/catalog.js';
import type { CsvCell } from '../../../../shared/csv.js';
import { todayLocal } from '../../../../shared/dates.js';
import { parseOptionalAmount } from '../../../../shared/money.js';
import { fetchPriceList } from '../../catalog/fetch-price-list.js';
import { PPU_DECIMALS } from '../../catalog/rows.js';
import { sendCsv, wantsCsv, type CsvColumn } from '../../csv-reply.js';
import { defineRoute } from '../../route.js';
import type { ServiceDeps } from '../../deps.js';

export const PRICE_LIST_CSV_COLUMNS: readonly CsvColumn[] = [
  { header: 'SKU' },
  { header: 'Title' },
  { header: 'Price incl. VAT', decimals: PPU_DECIMALS },
  { header: 'Price excl. VAT', decimals: PPU_DECIMALS },
  { header: 'VAT %' },
  { header: 'Discount price incl. VAT', decimals: PPU_DECIMALS },
  { header: 'Deposit incl. VAT', decimals: PPU_DECIMALS },
  { header: 'Stock' },
  { header: 'Unlimited stock' },
  { header: 'Turnover group' },
];

export const priceListCsvCells = (row: PriceListRow): CsvCell[] => [
  row.sku,
  row.title,
  parseOptionalAmount(row.ppu_wt),
  parseOptionalAmount(row.ppu),
  row.vat_percent,
  parseOptionalAmount(row.discount_ppu_wt),
  parseOptionalAmount(row.deposit_ppu_wt),
  row.stock,
  row.stock_unlimited ? 'yes' : 'no',
  row.product_group_name,
];

export function registerPriceListRoute(app: FastifyInstance, deps: ServiceDeps): void {
  defineRoute(
    app,
    {
      method: 'GET',
      path: '/api/price-list',
      summary: 'Price list: one row per product with its base sale price and VAT percent',
      description:
        'Drains the products matching `q`, their price rows, and the tax rates of ' +
        '`country_iso2` (default NL), and joins them: the base sale row is the type-1 row ' +
        'with `from_qty` null or at most 1; a product without one keeps null prices. Also ' +
        'carries stock and turnover group; `never_priced=true` keeps only products without a ' +
        'base sale price. Prices come from what the platform embeds in each product: the ' +
        'regular price, a discount price while one runs, and a deposit. CSV columns: SKU, ' +
        'Title, Price incl. VAT, Price excl. VAT, VAT %, Discount price incl. VAT, Deposit ' +
        'incl. VAT, Stock, Unlimited stock, Turnover group.',
      tag: 'catalog',
      query: priceListQuerySchema,
      response: priceListResponseSchema,
      errors: [400, 401, 502],
      csv: true,
    },
    async ({ query, auth, work, request, reply }) => {
      const allRows = await fetchPriceList(deps, auth, {
        q: query.q,
        countryIso2: query.country_iso2,
        work,
      });
      const rows = query.never_priced ? allRows.filter((row) => row.ppu_wt === null) : allRows;
      if (wantsCsv(request, query.format)) {
        return sendCsv(reply, {
          fileName: `price-list-${todayLocal(deps.clock.now())}.csv`,
          delimiter: query.delimiter,
          columns: PRICE_LIST_CSV_COLUMNS,
          rows: rows.map(priceListCsvCells),
        });
      }
      return {
        q: query.q ?? '',
        country_iso2: query.country_iso2,
        count: rows.length,
        total: rows.length,
        data: rows,
      };
    },
  );
}
