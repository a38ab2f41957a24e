/** Shops, locations, turnover groups, tax rates and payment methods: small fixed lists. */
import type { CallContext } from './context.js';
import { listRows } from './context.js';

export const listShops = ({ data, params }: CallContext) =>
  listRows('listShops', params, data.reference.shops);

export const listLocations = ({ data, params }: CallContext) =>
  listRows('listLocations', params, data.reference.locations);

export const listProductGroups = ({ data, params }: CallContext) =>
  listRows(
    'listProductGroups',
    params,
    data.reference.productGroups.map((group) => group.row),
  );

/** Rows are numbered in country order, so id order is also the default country order. */
export const listTaxRates = ({ data, params }: CallContext) =>
  listRows(
    'listTaxRates',
    params,
    data.taxRates.map((rate) => rate.row),
    [['id'], ['country_iso2'], ['country_iso2', 'id']],
  );

export const listPaymentMethods = ({ data, params }: CallContext) =>
  listRows('listPaymentMethods', params, data.reference.paymentMethods);
