/**
 * What both views of the product-sales screen share: the store's type, the header (count,
 * columns, export) and the filters (the view's own first, then location and group).
 */
import type { ReactNode } from 'react';
import { IdSelect } from '../../components/form/IdSelect.js';
import { LocationSelect, type useLocationChoice } from '../../components/form/LocationSelect.js';
import { PageHeader } from '../../components/layout/PageHeader.js';
import { HeaderCount } from '../../components/layout/HeaderCount.js';
import { FreshnessLine } from '../../components/note/FreshnessLine.js';
import type { FreshnessState } from '../../components/note/use-freshness.js';
import { ColumnChooser } from '../../components/table/ColumnChooser.js';
import type { ColumnLayoutControl } from '../../components/table/use-column-layout.js';
import { useLocale, useT } from '../../i18n/index.js';
import { formatNumber } from '../../lib/format.js';
import type { useProductSalesStore } from './store.js';

export type Store = ReturnType<typeof useProductSalesStore>;
type Choice = ReturnType<typeof useLocationChoice>;
export type Groups = readonly { id: number; name: string }[] | undefined;

export function GroupSelect({ store, groups }: { store: Store; groups: Groups }) {
  const t = useT();
  return (
    <IdSelect
      label={t('sales.group')}
      value={store.groupId}
      options={groups}
      allLabel={t('sales.allGroups')}
      onChange={store.setGroupId}
    />
  );
}

/** Puts a view's filters and table in the screen's tabs. */
export type InTabs = (panel: ReactNode) => ReactNode;

export interface ViewProps {
  store: Store;
  choice: Choice;
  groups: Groups;
  tabs: InTabs;
}

/** A view's header: how fresh, how many products (once known), its columns, its export. */
export function ViewHeader({
  freshness,
  total,
  columnLayout,
  children,
}: {
  freshness: FreshnessState;
  total: number | undefined;
  columnLayout: ColumnLayoutControl;
  /** The view's export. */
  children: ReactNode;
}) {
  const t = useT();
  const locale = useLocale();
  return (
    <PageHeader title={t('sales.title')} status={<FreshnessLine of={[freshness]} />}>
      {total === undefined ? null : (
        <HeaderCount>{t('sales.count', { count: formatNumber(total, locale, 0) })}</HeaderCount>
      )}
      <ColumnChooser control={columnLayout} />
      {children}
    </PageHeader>
  );
}

/** A view's filters: its own first (the period, the days), then the location and the group. */
export function ViewFilters({
  store,
  choice,
  groups,
  children,
}: Omit<ViewProps, 'tabs'> & { children: ReactNode }) {
  return (
    <div className="toolbar">
      {children}
      <LocationSelect choice={choice} onChange={store.setLocationId} />
      <GroupSelect store={store} groups={groups} />
    </div>
  );
}
