/**
 * GET /api/price-list: the spec's recommended price-list join done once on the server, as
 * JSON or as a CSV or .xlsx download (`format`, or the Accept header).
 */
import type { FastifyInstance } from 'fastify';
import { type PriceListRow } from '../../../../../shared/api/catalog.js';
import { todayLocal } from '../../../../../shared/dates.js';
import { priceListPages, readPriceList } from '../../../domain/catalog/fetch-price-list.js';
import { JsonListAnswer } from '../../json-list.js';
import { priceListTable } from '../../../domain/catalog/price-list-export.js';
import { answerExportable } from '../../export/export-route.js';
import { sendTableExport } from '../../export/send-export.js';
import { sendChunks } from '../../plugins/answer-memo.js';
import { defineRoute } from '../../route.js';
import type { ServiceDeps } from '../../../domain/deps.js';
import type { AuthContext } from '../../../core/caller.js';
import type { ReadWork } from '../../../data/read-model/data-age.js';
import { listCostBasis } from '../../../domain/stock-value/list-costs.js';

const DESCRIPTION =
  'Drains the products matching `q`, their price rows, and the tax rates of ' +
  '`country_iso2` (default NL), and joins them: the base sale row is the type-1 row ' +
  'with `from_qty` null or at most 1; a product without one keeps null prices. Also ' +
  'carries stock and turnover group; `never_priced=true` keeps only products without a ' +
  'base sale price. Prices come from what the platform embeds in each product: the ' +
  'regular price, a discount price while one runs, and a deposit. Each cost price is ' +
  "the latest daily stock snapshot's (`cost_snapshot`), as GET /api/stock-value values " +
  "the product on that snapshot's day, read from the read model's database: no price " +
  'call. CSV columns: SKU, Title, Price incl. VAT, Price excl. VAT, VAT %, Discount ' +
  'price incl. VAT, Deposit incl. VAT, Stock, Unlimited stock, Turnover group, Cost ' +
  'price, Cost price from, Cost price of snapshot.';

/** The list asked for, with the cost prices of the latest stock snapshot (decision 0125). */
async function listOf(
  deps: ServiceDeps,
  auth: AuthContext,
  query: { q?: string | undefined; country_iso2: string; never_priced?: boolean | undefined },
  work: ReadWork,
) {
  const basis = await listCostBasis(deps, auth);
  const list = {
    q: query.q,
    countryIso2: query.country_iso2,
    neverPriced: query.never_priced === true,
    work,
    costs: basis.costs,
  };
  return { list, basis };
}

export function registerPriceListRoute(app: FastifyInstance, deps: ServiceDeps): void {
  defineRoute(
    app,
    'GET /api/price-list',
    {
      summary: 'Price list: one row per product with its base sale price and VAT percent',
      description: DESCRIPTION,
      tag: 'catalog',
    },
    async ({ query, auth, work, request, reply, endpoint }) => {
      return answerExportable(
        { request, reply, query },
        {
          scope: () => listOf(deps, auth, query, work),
          // A text search is read from the platform (read-source.ts): only the whole
          // catalog's answer comes from the read model, and is kept, one per snapshot.
          kept: query.q === undefined ? ['products'] : null,
          keptVariant: ({ basis }) => basis.variant,
          json: async ({ list, basis }) => {
            const answer = new JsonListAnswer<PriceListRow>();
            await readPriceList(deps, auth, list, {
              page: (rows) => answer.add(rows),
              restart: () => answer.clear(),
            });
            reply.type('application/json; charset=utf-8');
            return sendChunks(
              request,
              reply,
              answer.chunks({
                q: query.q ?? '',
                country_iso2: query.country_iso2,
                cost_snapshot: basis.snapshot,
              }),
            );
          },
          file: async ({ list, basis }, { format }) =>
            sendTableExport(reply, format, {
              fileName: endpoint.download({ day: todayLocal(deps.clock.now()) }),
              table: priceListTable(basis.snapshot?.date ?? null),
              rows: await priceListPages(deps, auth, list),
              query,
            }),
        },
      );
    },
  );
}
