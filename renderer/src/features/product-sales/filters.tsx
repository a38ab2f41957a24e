/** What both views of the product-sales screen share: the store's type and the group picker. */
import type { ReactNode } from 'react';
import { IdSelect } from '../../components/form/IdSelect.js';
import { useT } from '../../i18n/index.js';
import type { useLocationChoice } from '../../components/form/LocationSelect.js';
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
