/**
 * The demo accounts, their users, and the id ranges. Each account owns a disjoint block of
 * ids, and within it every kind of record has its own range, so a shop id can never be
 * mistaken for a location id (the service relies on that) and ids never collide across
 * accounts.
 */

export interface DemoUser {
  userId: number;
  email: string;
  password: string;
  name: string;
  roles: string[];
  /** Index into the account's physical shop locations, or null for all locations. */
  lockedLocationIndex: number | null;
}

export interface DemoAccount {
  name: string;
  index: number;
  /** Short prefix for order numbers, so numbers differ between accounts too. */
  orderPrefix: string;
  city: string;
  users: DemoUser[];
}

/** Ids of one account live in [base, base + ACCOUNT_ID_STRIDE). All stay below 2^31. */
const ACCOUNT_ID_STRIDE = 1_000_000_000;

const ID_KIND = {
  location: 1_000,
  shop: 2_000,
  productGroup: 3_000,
  taxRate: 4_000,
  paymentMethod: 5_000,
  user: 6_000,
  relation: 7_000,
  product: 1_000_000,
  shopProduct: 2_000_000,
  /** Seven slots per product: sale, two tiers, cost, purchase, discount, deposit. */
  price: 3_000_000,
  order: 10_000_000,
  orderItem: 100_000_000,
  payment: 300_000_000,
  dayClosing: 400_000_000,
} as const;

type IdKind = keyof typeof ID_KIND;

/** Largest sizes the id ranges hold. */
export const MAX_PRODUCTS = 999_999;
export const PRICE_SLOTS_PER_PRODUCT = 7;
export const MAX_ORDERS = 10_000_000;
export const MAX_ITEMS_PER_ORDER = 16;
export const MAX_PAYMENTS_PER_ORDER = 4;

export const idOf = (account: DemoAccount, kind: IdKind, offset: number): number =>
  account.index * ACCOUNT_ID_STRIDE + ID_KIND[kind] + offset;

const user = (
  index: number,
  email: string,
  name: string,
  roles: string[],
  lockedLocationIndex: number | null,
): DemoUser => ({ userId: index, email, password: 'demo', name, roles, lockedLocationIndex });

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    name: 'demo',
    index: 0,
    orderPrefix: 'D',
    city: 'Amsterdam',
    users: [
      user(1, 'manager@demo.test', 'Maud Manager', ['manager'], null),
      user(2, 'staff@demo.test', 'Stijn Staff', ['staff'], 0),
      // A second user with the first manager's rights, so readers that key data by rights
      // (not by user) can be seen to treat the two alike.
      user(3, 'manager2@demo.test', 'Mees Manager', ['manager'], null),
    ],
  },
  {
    name: 'demo2',
    index: 1,
    orderPrefix: 'E',
    city: 'Rotterdam',
    users: [user(1, 'manager@demo2.test', 'Mila Manager', ['manager'], null)],
  },
];

export const findAccount = (name: string): DemoAccount | undefined =>
  DEMO_ACCOUNTS.find((account) => account.name === name);
