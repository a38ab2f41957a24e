import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { functionalUpdate, type ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import type { ExportPath } from '../../../../shared/api/endpoints.js';
import type { Query } from '../../../../shared/client/index.js';
import { ColumnChooser } from '../../components/table/ColumnChooser.js';
import { DataTable } from '../../components/table/DataTable.js';
import { EmptyState } from '../../components/state/EmptyState.js';
import { FeatureUnavailable } from '../../components/state/FeatureUnavailable.js';
import {
  locationExport,
  paymentMethodExport,
  shopExport,
  taxRateExport,
  turnoverGroupExport,
  type ExportTableSpec,
} from '../../../../shared/api/export-columns.js';
import { ExportButton } from '../../components/export/ExportButton.js';
import { FreshnessLine } from '../../components/note/FreshnessLine.js';
import { PageHeader } from '../../components/layout/PageHeader.js';
import { QueryState } from '../../components/state/QueryState.js';
import { Tabs } from '../../components/layout/Tabs.js';
import {
  useColumnLayout,
  type ColumnLayoutControl,
} from '../../components/table/use-column-layout.js';
import { useT } from '../../i18n/index.js';
import {
  REFERENCE_COLUMN_CHOICES,
  locationColumns,
  paymentMethodColumns,
  shopColumns,
  taxRateColumns,
  turnoverGroupColumns,
} from './columns.js';
import { capabilityOf, sessionQueries } from '../../app/session-queries.js';
import { referenceQueries } from '../../app/reference-queries.js';
import { REFERENCE_TABS, useReferenceState, type ReferenceTab } from './store.js';
import { useTabFreshness } from './use-tab-freshness.js';
import { listFileName, type UserFileKind } from '../../../../shared/api/user-file-names.js';

/** The export of the selected tab: the same list the tab shows (tax rates of the Netherlands). */
const EXPORTS: Record<
  ReferenceTab,
  { path: ExportPath; query: Query; file: UserFileKind; table: ExportTableSpec }
> = {
  shops: { path: '/api/shops', query: {}, file: 'shops', table: shopExport },
  locations: {
    path: '/api/locations',
    query: {},
    file: 'locations',
    table: locationExport,
  },
  taxRates: {
    path: '/api/tax-rates',
    query: { country_iso2: 'NL' },
    file: 'tax-rates',
    table: taxRateExport,
  },
  turnoverGroups: {
    path: '/api/turnover-groups',
    query: {},
    file: 'turnover-groups',
    table: turnoverGroupExport,
  },
  paymentMethods: {
    path: '/api/payment-methods',
    query: {},
    file: 'payment-methods',
    table: paymentMethodExport,
  },
};

export function ReferencePage() {
  const t = useT();
  const { tab, setTab, sorting, columns: shownColumns, setColumns } = useReferenceState();
  const choices = useMemo(() => REFERENCE_COLUMN_CHOICES[tab](t), [tab, t]);
  const columnLayout = useColumnLayout(`reference.${tab}`, choices, {
    columns: shownColumns,
    setColumns,
  });
  const freshness = useTabFreshness(tab);
  return (
    <section className="page">
      <PageHeader title={t('reference.title')} status={<FreshnessLine of={freshness} />}>
        <ColumnChooser key={`chooser-${tab}`} control={columnLayout} />
        <ExportButton
          key={`export-${tab}`}
          path={EXPORTS[tab].path}
          query={EXPORTS[tab].query}
          fileName={(lang) => listFileName(EXPORTS[tab].file, lang)}
          table={EXPORTS[tab].table}
          sort={sorting}
          columns={columnLayout.chosenColumnIds}
        />
      </PageHeader>
      <Tabs
        label={t('reference.tabs')}
        items={REFERENCE_TABS.map((key) => ({ key, label: t(`reference.${key}`) }))}
        selected={tab}
        onSelect={setTab}
      >
        <ReferencePanel tab={tab} columnLayout={columnLayout} />
      </Tabs>
    </section>
  );
}

/** The list's columns as the user arranged them (the page holds them, for its chooser). */
interface TableProps {
  columnLayout: ColumnLayoutControl;
}

function ReferencePanel({ tab, columnLayout }: TableProps & { tab: ReferenceTab }) {
  switch (tab) {
    case 'shops':
      return <ShopsTable columnLayout={columnLayout} />;
    case 'locations':
      return <LocationsTable columnLayout={columnLayout} />;
    case 'taxRates':
      return <TaxRatesTable columnLayout={columnLayout} />;
    case 'turnoverGroups':
      return <TurnoverGroupsTable columnLayout={columnLayout} />;
    case 'paymentMethods':
      return <PaymentMethodsTable columnLayout={columnLayout} />;
  }
}

function ShopsTable({ columnLayout }: TableProps) {
  const t = useT();
  const shops = useQuery(referenceQueries.shops());
  const locations = useQuery(referenceQueries.locations());
  const columns = useMemo(() => {
    const names = new Map(locations.data?.data.map((location) => [location.id, location.name]));
    return shopColumns(t, (id) => (id === null ? '' : (names.get(id) ?? `#${id}`)));
  }, [t, locations.data]);
  return <ReferenceTable tab="shops" query={shops} columns={columns} columnLayout={columnLayout} />;
}

function LocationsTable({ columnLayout }: TableProps) {
  const t = useT();
  const query = useQuery(referenceQueries.locations());
  return (
    <ReferenceTable
      tab="locations"
      query={query}
      columns={locationColumns(t)}
      columnLayout={columnLayout}
    />
  );
}

function TaxRatesTable({ columnLayout }: TableProps) {
  const t = useT();
  const query = useQuery(referenceQueries.taxRates('NL'));
  return (
    <ReferenceTable
      tab="taxRates"
      query={query}
      columns={taxRateColumns(t)}
      columnLayout={columnLayout}
    />
  );
}

function TurnoverGroupsTable({ columnLayout }: TableProps) {
  const t = useT();
  const capability = capabilityOf(useQuery(sessionQueries.capabilities()).data, 'turnover_groups');
  const unavailable = capability?.status === 'unavailable';
  const query = useQuery({ ...referenceQueries.turnoverGroups(), enabled: !unavailable });
  if (unavailable) return <FeatureUnavailable capability={capability} />;
  return (
    <ReferenceTable
      tab="turnoverGroups"
      query={query}
      columns={turnoverGroupColumns(t)}
      columnLayout={columnLayout}
    />
  );
}

function PaymentMethodsTable({ columnLayout }: TableProps) {
  const t = useT();
  const query = useQuery(referenceQueries.paymentMethods());
  return (
    <ReferenceTable
      tab="paymentMethods"
      query={query}
      columns={paymentMethodColumns(t)}
      columnLayout={columnLayout}
    />
  );
}

function ReferenceTable<Row extends { id: number }>({
  tab,
  query,
  columns,
  columnLayout,
}: TableProps & {
  tab: ReferenceTab;
  query: UseQueryResult<{ data: Row[] }>;
  columns: ColumnDef<Row>[];
}) {
  const t = useT();
  const { sorting, setSorting } = useReferenceState();
  return (
    <QueryState query={query}>
      {(answer) => (
        <DataTable
          data={answer.data}
          columns={columns}
          label={t(`reference.${tab}`)}
          getRowId={(row) => String(row.id)}
          sorting={sorting}
          onSortingChange={(updater) => setSorting(functionalUpdate(updater, sorting))}
          empty={<EmptyState title={t('reference.empty')} />}
          columnLayout={columnLayout}
        />
      )}
    </QueryState>
  );
}
