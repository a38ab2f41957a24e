/**
 * GET /api/product-sales: the report's scope checks (range, location lock, the `financial_report`
 * feature), then the report's own rows added up per product a page at a time
 * (sales-figures/fetch-report-rows.ts, sales-figures/product-sales-totals.ts), so the products add
 * up to the report's turnover and cost of goods for the same period and location.
 */
import type { ExportSort } from '../../../../shared/api/common.js';
import type {
  ProductSalesRow,
  ProductSalesResponse,
} from '../../../../shared/api/product-sales.js';
import type { AuthContext } from '../../core/caller.js';
import type { ReadWork } from '../../data/read-model/data-age.js';
import { withFeature } from '../capabilities.js';
import type { ServiceDeps } from '../deps.js';
import { sortRows } from '../export/table.js';
import { loadReportNames } from '../reference/report-names.js';
import { addSummedRows } from '../sales-figures/day-sums.js';
import type { ReportScope } from '../financial-report/load-report-input.js';
import { groupResolver } from '../sales-figures/names.js';
import { ProductSalesTotals, productSalesSums } from '../sales-figures/product-sales-totals.js';
import { productSalesTable } from './export-tables.js';
import { productSalesTotals, toProductSalesRow } from './rows.js';

type ProductSalesDeps = Pick<ServiceDeps, 'upstream' | 'reads'>;

/** Best sellers first: the screen's and the API's default order. */
export const DEFAULT_PRODUCT_SALES_SORT: ExportSort = { key: 'turnover', descending: true };

export const sortText = (sort: ExportSort): string => `${sort.descending ? '-' : ''}${sort.key}`;

interface ProductSales {
  /** Every product, in the asked order. */
  rows: readonly ProductSalesRow[];
  totals: ProductSalesResponse['totals'];
}

/**
 * Ties keep the product id's order (null, the lines without a product, last), so a page
 * boundary never moves between two equal rows.
 */
const byProductId = (a: ProductSalesRow, b: ProductSalesRow): number =>
  (a.product_id ?? Number.MAX_SAFE_INTEGER) - (b.product_id ?? Number.MAX_SAFE_INTEGER);

export async function computeProductSales(
  deps: ProductSalesDeps,
  auth: AuthContext,
  { from, to, scope }: ReportScope,
  options: { productGroupId: number | undefined; sort: ExportSort },
  work: ReadWork,
): Promise<ProductSales> {
  return withFeature(deps, auth, 'financial_report', async () => {
    const names = await loadReportNames(deps, auth, 'home country');
    const rules = { from, to, locationId: scope.locationId, shops: names.shops };
    const filter = { productGroupId: options.productGroupId };
    const totals = new ProductSalesTotals(rules, filter);
    const kind = productSalesSums(rules, filter);
    await addSummedRows(deps, auth, { from, to }, scope.shopIds, work, kind, totals);
    const resolveGroup = groupResolver(names.productGroups);
    const groupName = (groupId: number | null) =>
      groupId === null ? null : resolveGroup(groupId).name;
    const rows = [...totals.products.values()]
      .map((figures) => toProductSalesRow(figures, groupName))
      .sort(byProductId);
    return {
      rows: sortRows(productSalesTable, rows, options.sort),
      totals: productSalesTotals(totals.products.values()),
    };
  });
}
