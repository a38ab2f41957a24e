/** Columns of the reference tables. Labels come from the dictionary, formats from meta. */
import type { ColumnDef } from '@tanstack/react-table';
import type {
  Location,
  PaymentMethod,
  Shop,
  TaxRate,
  TurnoverGroup,
} from '../../../../shared/api/reference.js';
import { columnChoicesOf, type ColumnChoice } from '../../components/table/use-column-layout.js';
import type { Translate } from '../../i18n/index.js';
import { compareText } from '../../lib/format.js';
import type { ReferenceTab } from './store.js';

const byText =
  <Row,>(read: (row: Row) => string) =>
  (a: { original: Row }, b: { original: Row }) =>
    compareText(read(a.original), read(b.original));

const idColumn = <Row extends { id: number }>(t: Translate): ColumnDef<Row> => ({
  id: 'id',
  header: t('reference.col.id'),
  accessorFn: (row) => row.id,
  meta: { format: 'id', width: 70, grow: 0 },
});

const yesNo = (t: Translate, value: boolean) => (value ? t('reference.yes') : t('reference.no'));

export function shopColumns(
  t: Translate,
  locationName: (id: number | null) => string,
): ColumnDef<Shop>[] {
  return [
    idColumn<Shop>(t),
    {
      id: 'name',
      header: t('reference.col.name'),
      accessorFn: (row) => row.name,
      sortingFn: byText((row: Shop) => row.name),
      meta: { width: 220, grow: 2 },
    },
    {
      id: 'alias',
      header: t('reference.col.alias'),
      accessorFn: (row) => row.alias,
      meta: { format: 'code', width: 140 },
    },
    {
      id: 'type',
      header: t('reference.col.type'),
      // A type the platform names otherwise shows its own alias; a platform that names no
      // type (none is recorded in its shop answers) says so rather than leaving a dash.
      accessorFn: (row) =>
        row.type === 'web'
          ? t('reference.shopType.web')
          : row.type === 'pos'
            ? t('reference.shopType.pos')
            : (row.type_alias ?? t('reference.shopType.unknown')),
      meta: { width: 110, grow: 0 },
    },
    {
      id: 'location',
      header: t('reference.col.location'),
      accessorFn: (row) => locationName(row.location_id),
      meta: { width: 180, grow: 1 },
    },
  ];
}

export function locationColumns(t: Translate): ColumnDef<Location>[] {
  return [
    idColumn<Location>(t),
    {
      id: 'name',
      header: t('reference.col.name'),
      accessorFn: (row) => row.name,
      sortingFn: byText((row: Location) => row.name),
      meta: { width: 200, grow: 1 },
    },
    {
      id: 'address',
      header: t('reference.col.address'),
      accessorFn: (row) =>
        [
          `${row.address.street} ${row.address.street_number}`.trim(),
          `${row.address.zipcode} ${row.address.city}`.trim(),
          row.address.country_iso2,
        ]
          .filter((part) => part !== '')
          .join(', '),
      meta: { width: 280, grow: 2 },
    },
    {
      id: 'default',
      header: t('reference.col.default'),
      accessorFn: (row) => yesNo(t, row.is_default),
      meta: { width: 100, grow: 0 },
    },
    {
      id: 'shops',
      header: t('reference.col.shops'),
      accessorFn: (row) => row.shop_ids.join(', '),
      meta: { width: 120, grow: 0 },
    },
  ];
}

export function taxRateColumns(t: Translate): ColumnDef<TaxRate>[] {
  return [
    idColumn<TaxRate>(t),
    {
      id: 'name',
      header: t('reference.col.name'),
      accessorFn: (row) => row.name,
      meta: { width: 140 },
    },
    {
      id: 'value',
      header: t('reference.col.value'),
      accessorFn: (row) => row.value,
      meta: { format: 'percent', width: 120, grow: 0 },
    },
    {
      id: 'alias',
      header: t('reference.col.alias'),
      accessorFn: (row) => row.alias,
      meta: { format: 'code', width: 140 },
    },
    {
      id: 'country',
      header: t('reference.col.country'),
      accessorFn: (row) => row.country_iso2,
      meta: { width: 90, grow: 0 },
    },
  ];
}

export function turnoverGroupColumns(t: Translate): ColumnDef<TurnoverGroup>[] {
  return [
    idColumn<TurnoverGroup>(t),
    {
      id: 'code',
      header: t('reference.col.code'),
      accessorFn: (row) => row.code,
      meta: { format: 'code', width: 110, grow: 0 },
    },
    {
      id: 'name',
      header: t('reference.col.name'),
      accessorFn: (row) => row.name,
      sortingFn: byText((row: TurnoverGroup) => row.name),
      meta: { width: 260, grow: 2 },
    },
  ];
}

export function paymentMethodColumns(t: Translate): ColumnDef<PaymentMethod>[] {
  return [
    idColumn<PaymentMethod>(t),
    {
      id: 'title',
      header: t('reference.col.title'),
      accessorFn: (row) => row.title,
      sortingFn: byText((row: PaymentMethod) => row.title),
      meta: { width: 220, grow: 2 },
    },
    {
      id: 'typeAlias',
      header: t('reference.col.typeAlias'),
      accessorFn: (row) => row.type_alias,
      meta: { format: 'code', width: 140 },
    },
    {
      id: 'alias',
      header: t('reference.col.alias'),
      accessorFn: (row) => row.alias,
      meta: { format: 'code', width: 140 },
    },
    {
      id: 'default',
      header: t('reference.col.default'),
      accessorFn: (row) => yesNo(t, row.is_default),
      meta: { width: 100, grow: 0 },
    },
  ];
}

/**
 * Each list's column ids and titles, for the column chooser above the tabs. They do not depend
 * on the rows, so the shops' location names are not needed to read them.
 */
export const REFERENCE_COLUMN_CHOICES: Record<ReferenceTab, (t: Translate) => ColumnChoice[]> = {
  shops: (t) => columnChoicesOf(shopColumns(t, () => '')),
  locations: (t) => columnChoicesOf(locationColumns(t)),
  taxRates: (t) => columnChoicesOf(taxRateColumns(t)),
  turnoverGroups: (t) => columnChoicesOf(turnoverGroupColumns(t)),
  paymentMethods: (t) => columnChoicesOf(paymentMethodColumns(t)),
};
