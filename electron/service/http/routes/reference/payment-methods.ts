/** The customer-facing payment methods (reference/payment-methods.ts holds the rules). */
import type { FastifyInstance } from 'fastify';
import { paymentMethodsExport } from '../../../domain/reference/export-tables.js';
import { loadPaymentMethods } from '../../../domain/reference/loaders.js';
import { customerPaymentMethods } from '../../../domain/reference/payment-methods.js';
import { defineRoute } from '../../route.js';
import { answerExportable } from '../../export/export-route.js';
import { sendReferenceExport } from './export-answer.js';
import type { ServiceDeps } from '../../../domain/deps.js';

export function registerPaymentMethodsRoutes(app: FastifyInstance, deps: ServiceDeps): void {
  defineRoute(
    app,
    'GET /api/payment-methods',
    {
      summary: 'Published, customer-facing payment methods: the default first, then by title',
      description:
        'Internal providers (types Returns, PaymentBalance, Imported, Dummy) and inactive, ' +
        'deleted or unpublished ones are left out. Titles sort case-insensitively in Dutch ' +
        'collation; a platform that marks no method as default lists them by title only.',
      tag: 'reference',
    },
    async ({ query, auth, request, reply, work, endpoint }) => {
      return answerExportable(
        { request, reply, query },
        {
          // The list's rows: the same for the JSON answer and the file.
          scope: async () => customerPaymentMethods(await loadPaymentMethods(deps, auth, work)),
          json: (data) => ({ count: data.length, total: data.length, data }),
          file: (data, { format }) =>
            sendReferenceExport(
              reply,
              { format, query, fileName: endpoint.download() },
              paymentMethodsExport,
              data,
            ),
        },
      );
    },
  );
}
