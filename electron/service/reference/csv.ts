/** CSV layouts of the reference lists: the same fields as the JSON rows, one row each. */
import type {
  Location,
  PaymentMethod,
  Shop,
  TaxRate,
  TurnoverGroup,
} from '../../../shared/api/reference.js';
import type { CsvCell } from '../../../shared/csv.js';
import type { CsvColumn } from '../csv-reply.js';

export interface CsvLayout<Row> {
  fileName: string;
  columns: readonly CsvColumn[];
  cells: (row: Row) => CsvCell[];
}

const columns = (...headers: string[]): CsvColumn[] => headers.map((header) => ({ header }));
const yesNo = (value: boolean): string => (value ? 'yes' : 'no');

export const taxRatesCsv: CsvLayout<TaxRate> = {
  fileName: 'tax-rates.csv',
  columns: columns('Id', 'Name', 'VAT %', 'Country', 'Alias'),
  cells: (row) => [row.id, row.name, row.value, row.country_iso2, row.alias],
};

export const paymentMethodsCsv: CsvLayout<PaymentMethod> = {
  fileName: 'payment-methods.csv',
  columns: columns('Id', 'Title', 'Alias', 'Type', 'Default'),
  cells: (row) => [row.id, row.title, row.alias, row.type_alias, yesNo(row.is_default)],
};

export const shopsCsv: CsvLayout<Shop> = {
  fileName: 'shops.csv',
  columns: columns('Id', 'Name', 'Alias', 'Type', 'Type alias', 'Location id'),
  cells: (row) => [row.id, row.name, row.alias, row.type, row.type_alias, row.location_id],
};

export const locationsCsv: CsvLayout<Location> = {
  fileName: 'locations.csv',
  columns: columns(
    'Id',
    'Name',
    'Street',
    'Number',
    'Zip code',
    'City',
    'Country',
    'Default',
    'Active',
    'Shop ids',
  ),
  cells: (row) => [
    row.id,
    row.name,
    row.address.street,
    row.address.street_number,
    row.address.zipcode,
    row.address.city,
    row.address.country_iso2,
    yesNo(row.is_default),
    yesNo(row.is_active),
    row.shop_ids.join(' '),
  ],
};

export const turnoverGroupsCsv: CsvLayout<TurnoverGroup> = {
  fileName: 'turnover-groups.csv',
  columns: columns('Id', 'Code', 'Name'),
  cells: (row) => [row.id, row.code, row.name],
};
