/**
 * GET /api/orders/{id}: one order with its lines, VAT breakdown and payments. Guards against
 * reading across rights: an id of another account is 404 (the upstream session cannot see
 * it), and a user locked to a location gets 403 for an order of a shop outside it.
 */
import type { FastifyInstance } from 'fastify';
import { UpstreamLookupError } from '../../../../upstream/errors.js';
import type { OrderRecord } from '../../../core/model/sales.js';
import { visibleShops } from '../../../domain/access.js';
import { offers } from '../../../domain/capabilities.js';
import { forbidden, notFound } from '../../../core/errors.js';
import { toOrderDetail } from '../../../domain/orders/detail.js';
import { paymentsOfOrder } from '../../../data/platform/payments.js';
import { loadPaymentMethods, loadShops } from '../../../domain/reference/loaders.js';
import { defineRoute } from '../../route.js';
import type { ServiceDeps } from '../../../domain/deps.js';

export function registerOrderDetailRoute(app: FastifyInstance, deps: ServiceDeps): void {
  defineRoute(
    app,
    'GET /api/orders/:id',
    {
      summary: 'One order with its lines, VAT per rate and payments',
      description:
        'An id that does not exist on your account is 404. A user locked to a location gets ' +
        '403 for an order of a shop outside that location (the webshop included). `payments` ' +
        "is null when the account's platform offers no payment list (GET /api/capabilities).",
      tag: 'orders',
    },
    async ({ params, auth, work }) => {
      let order: OrderRecord;
      try {
        order = await deps.upstream.getOrder(auth.upstream, params.id, work.signal);
      } catch (error) {
        if (error instanceof UpstreamLookupError) {
          throw notFound(`order ${params.id} does not exist on account ${auth.account}`);
        }
        throw error;
      }
      if (auth.lockedLocationId !== null) {
        const shops = visibleShops(auth, await loadShops(deps, auth));
        if (!shops.some((shop) => shop.id === order.shop_id)) {
          throw forbidden(`order ${params.id} belongs to a shop outside your location`);
        }
      }
      const payments = (await offers(deps, auth, 'order_payments'))
        ? await paymentsOfOrder(deps, auth, order.id, work)
        : null;
      // Recorded payments name their method's type only by id: the method list has its alias.
      const untyped = payments?.some((payment) => !payment.provider_method.provider_method_type);
      const methods = untyped ? await loadPaymentMethods(deps, auth) : [];
      return toOrderDetail(
        order,
        payments,
        { account: auth.account, backofficeUrlTemplate: deps.config.backofficeUrlTemplate },
        methods,
      );
    },
  );
}
