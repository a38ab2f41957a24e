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
import { fieldColumns } from '../../components/table/field-column.js';
import type { Translate } from '../../i18n/index.js';
import type { ReferenceTab } from './store.js';

const idColumn = <Row extends { id: number }>(t: Translate): ColumnDef<Row> => ({
  id: 'id',
  header: t('reference.col.id'),
  accessorFn: (row) => row.id,
  meta: { format: 'id', width: 70, grow: 0 },
});

/** Whether the row is the platform's default one, in words. */
const defaultColumn = <Row extends { is_default: boolean }>(t: Translate): ColumnDef<Row> => ({
  id: 'default',
  header: t('reference.col.default'),
  accessorFn: (row) => (row.is_default ? t('reference.yes') : t('reference.no')),
  meta: { width: 100, grow: 0 },
});

export function shopColumns(
  t: Translate,
  locationName: (id: number | null) => string,
): ColumnDef<Shop>[] {
  const { field, text } = fieldColumns<Shop>();
  return [
    idColumn<Shop>(t),
    text('name', t('reference.col.name'), { width: 220, grow: 2 }),
    field('alias', t('reference.col.alias'), { format: 'code', width: 140 }),
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
  const { text } = fieldColumns<Location>();
  return [
    idColumn<Location>(t),
    text('name', t('reference.col.name'), { width: 200, grow: 1 }),
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
    defaultColumn<Location>(t),
    {
      id: 'shops',
      header: t('reference.col.shops'),
      accessorFn: (row) => row.shop_ids.join(', '),
      meta: { width: 120, grow: 0 },
    },
  ];
}

export function taxRateColumns(t: Translate): ColumnDef<TaxRate>[] {
  const { field } = fieldColumns<TaxRate>();
  return [
    idColumn<TaxRate>(t),
    field('name', t('reference.col.name'), { width: 140 }),
    field('value', t('reference.col.value'), { format: 'percent', width: 120, grow: 0 }),
    field('alias', t('reference.col.alias'), { format: 'code', width: 140 }),
    {
      id: 'country',
      header: t('reference.col.country'),
      accessorFn: (row) => row.country_iso2,
      meta: { width: 90, grow: 0 },
    },
  ];
}

export function turnoverGroupColumns(t: Translate): ColumnDef<TurnoverGroup>[] {
  const { field, text } = fieldColumns<TurnoverGroup>();
  return [
    idColumn<TurnoverGroup>(t),
    field('code', t('reference.col.code'), { format: 'code', width: 110, grow: 0 }),
    text('name', t('reference.col.name'), { width: 260, grow: 2 }),
  ];
}

export function paymentMethodColumns(t: Translate): ColumnDef<PaymentMethod>[] {
  const { field, text } = fieldColumns<PaymentMethod>();
  return [
    idColumn<PaymentMethod>(t),
    text('title', t('reference.col.title'), { width: 220, grow: 2 }),
    {
      id: 'typeAlias',
      header: t('reference.col.typeAlias'),
      accessorFn: (row) => row.type_alias,
      meta: { format: 'code', width: 140 },
    },
    field('alias', t('reference.col.alias'), { format: 'code', width: 140 }),
    defaultColumn<PaymentMethod>(t),
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
