/** Export tables of the reference lists: the same fields as the JSON rows, one row each. */
import {
  locationExport,
  paymentMethodExport,
  shopExport,
  taxRateExport,
  turnoverGroupExport,
  type ExportTableSpec,
} from '../../../../shared/api/export-columns.js';
import type {
  Location,
  PaymentMethod,
  Shop,
  TaxRate,
  TurnoverGroup,
} from '../../../../shared/api/reference.js';
import { exportTable, type ExportTable } from '../export/table.js';

/** A reference list's table (its file's name is the endpoint's: shared/api/endpoints.ts). */
export interface ReferenceExport<Row, Spec extends ExportTableSpec = ExportTableSpec> {
  table: ExportTable<Row, Spec>;
}

export const taxRatesExport: ReferenceExport<TaxRate, typeof taxRateExport> = {
  table: exportTable(taxRateExport, {
    id: (row: TaxRate) => row.id,
    name: (row) => row.name,
    value: (row) => row.value,
    country: (row) => row.country_iso2,
    alias: (row) => row.alias,
  }),
};

export const paymentMethodsExport: ReferenceExport<PaymentMethod, typeof paymentMethodExport> = {
  table: exportTable(paymentMethodExport, {
    id: (row: PaymentMethod) => row.id,
    title: (row) => row.title,
    alias: (row) => row.alias,
    typeAlias: (row) => row.type_alias,
    default: (row) => row.is_default,
  }),
};

export const shopsExport: ReferenceExport<Shop, typeof shopExport> = {
  table: exportTable(shopExport, {
    id: (row: Shop) => row.id,
    name: (row) => row.name,
    alias: (row) => row.alias,
    type: (row) => row.type,
    type_alias: (row) => row.type_alias,
    location_id: (row) => row.location_id,
  }),
};

export const locationsExport: ReferenceExport<Location, typeof locationExport> = {
  table: exportTable(locationExport, {
    id: (row: Location) => row.id,
    name: (row) => row.name,
    street: (row) => row.address.street,
    street_number: (row) => row.address.street_number,
    zipcode: (row) => row.address.zipcode,
    city: (row) => row.address.city,
    country: (row) => row.address.country_iso2,
    default: (row) => row.is_default,
    active: (row) => row.is_active,
    shops: (row) => row.shop_ids.join(' '),
  }),
};

export const turnoverGroupsExport: ReferenceExport<TurnoverGroup, typeof turnoverGroupExport> = {
  table: exportTable(turnoverGroupExport, {
    id: (row: TurnoverGroup) => row.id,
    code: (row) => row.code,
    name: (row) => row.name,
  }),
};
