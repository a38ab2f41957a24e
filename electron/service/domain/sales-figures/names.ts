/**
 * Resolving ids to what a reader sees: turnover groups to name and ledger code, shops to
 * name, and the one row order every group list uses.
 */
import type { ProductGroupRecord, ShopRecord } from '../../core/model/reference.js';
import { dutchCollator } from '../collation.js';

/** The row for turnover lines that carry no `product_group_id`. */
export const NO_GROUP_NAME = 'Zonder omzetgroep';

export interface GroupIdentity {
  product_group_id: number | null;
  product_group_code: string | null;
  name: string;
}

/** A group id the group list does not know keeps its id, gets no code and a placeholder name. */
export function groupResolver(
  productGroups: readonly ProductGroupRecord[],
): (groupId: number | null) => GroupIdentity {
  const byId = new Map(productGroups.map((group) => [group.id, group]));
  return (groupId) => {
    if (groupId === null) {
      return { product_group_id: null, product_group_code: null, name: NO_GROUP_NAME };
    }
    const group = byId.get(groupId);
    return group
      ? { product_group_id: groupId, product_group_code: group.code, name: group.name }
      : { product_group_id: groupId, product_group_code: null, name: `Omzetgroep ${groupId}` };
  };
}

export function shopNameResolver(shops: readonly ShopRecord[]): (shopId: number) => string {
  const byId = new Map(shops.map((shop) => [shop.id, shop.name]));
  return (shopId) => byId.get(shopId) ?? `Winkel ${shopId}`;
}

/**
 * By `product_group_code` (numeric-aware: "900" before "8010"), then id. Rows without a code follow those with
 * one, and the "no group" row (id null) comes last.
 */
export function compareGroups(a: GroupIdentity, b: GroupIdentity): number {
  if (a.product_group_code !== null && b.product_group_code !== null) {
    const byCode = dutchCollator.compare(a.product_group_code, b.product_group_code);
    if (byCode !== 0) return byCode;
  } else if (a.product_group_code !== b.product_group_code) {
    return a.product_group_code === null ? 1 : -1;
  }
  if (a.product_group_id === b.product_group_id) return 0;
  if (a.product_group_id === null) return 1;
  if (b.product_group_id === null) return -1;
  return a.product_group_id - b.product_group_id;
}
