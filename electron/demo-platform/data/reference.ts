/**
 * An account's reference data: locations, shops, turnover (product) groups, payment methods
 * and customers. Small and fixed per account; only the names vary with the account's city.
 */
import type { WireRowOf } from '../../upstream/calls.js';
import type { ProductGroupRow } from '../../upstream/wire.js';
import { idOf, type DemoAccount } from '../accounts.js';
import { chainShops, DEFAULT_LOCATIONS } from './chain-locations.js';
import { slug } from './names.js';

interface DemoProductGroup {
  row: ProductGroupRow;
  /** Which NL rate the group's products carry. */
  taxAlias: 'standard' | 'reduced' | 'zero';
}

interface DemoCustomer {
  id: number;
  name: string;
  email: string;
}

/**
 * Rows as the demo serves them: the recorded shapes, plus the fields we assume (calls.ts
 * `assumedFields`), which the strict-public mode leaves out. Typed without the input
 * unions (ids and money are plain numbers here).
 */
export interface LocationRow {
  id: number;
  name: string;
  is_default: boolean;
  is_active: boolean;
  address: {
    street: string;
    streetnumber: string;
    zipcode: string;
    city: string;
    country_iso2: string;
  };
}

export interface ShopRow {
  id: number;
  name: string;
  alias: string;
  shop_type_id: number;
  shop_type: { id: number; alias: string; module_name: string };
  published: boolean;
  deleted: boolean;
  location_id: number | null;
}

export interface PaymentMethodRow {
  id: number;
  title: string;
  eid: string;
  image_url: string;
  provider_method_type_id: number;
  active: boolean;
  deleted: boolean;
  alias: string;
  is_default: boolean;
  published: boolean;
  provider_method_type: { id: number; alias: string; module_name: string };
}

// The demo's rows must be valid wire rows of their calls.
type Assert<T extends U, U> = T;
export type DemoRowsAreWireRows = [
  Assert<LocationRow, WireRowOf<'listLocations'>>,
  Assert<ShopRow, WireRowOf<'listShops'>>,
  Assert<PaymentMethodRow, WireRowOf<'listPaymentMethods'>>,
];

export interface ReferenceData {
  locations: LocationRow[];
  /** Locations with a till, in order; index 0 is the staff user's locked location. */
  tillLocations: LocationRow[];
  shops: ShopRow[];
  /** The account's own webshop (no location): every web order but a chain's location's. */
  webShop: ShopRow;
  /** Every webshop: the account's, then each chain location's own (chain-locations.ts). */
  webShops: ShopRow[];
  tillShops: ShopRow[];
  productGroups: DemoProductGroup[];
  paymentMethods: PaymentMethodRow[];
  customers: DemoCustomer[];
}

const GROUPS: readonly [string, string, DemoProductGroup['taxAlias']][] = [
  ['8010', 'Kleding', 'standard'],
  ['8020', 'Schoenen', 'standard'],
  ['8030', 'Accessoires', 'standard'],
  ['8040', 'Boeken & tijdschriften', 'reduced'],
  ['8050', 'Koffie & thee', 'reduced'],
  ['8060', 'Verzendkosten', 'standard'],
  ['8070', 'Statiegeld', 'zero'],
];

/** Provider types are platform-wide, so their ids and aliases are the same in every account. */
const METHOD_TYPES = {
  Cash: { id: 1, module_name: 'Internal' },
  Pin: { id: 2, module_name: 'PinTerminal' },
  Web: { id: 3, module_name: 'PaymentProvider' },
  OnlineGiftCard: { id: 4, module_name: 'GiftCard' },
  ExternalGiftCard: { id: 5, module_name: 'GiftCard' },
  OnAccount: { id: 6, module_name: 'Internal' },
  BankTransfer: { id: 7, module_name: 'Internal' },
  Returns: { id: 8, module_name: 'Internal' },
  PaymentBalance: { id: 9, module_name: 'Internal' },
  Imported: { id: 10, module_name: 'Internal' },
  Dummy: { id: 11, module_name: 'Internal' },
} as const;

export type MethodTypeAlias = keyof typeof METHOD_TYPES;

/** The recorded webshop type is WebWithSync; the till type's alias is our picture. */
const SHOP_TYPES = {
  web: { id: 5, alias: 'WebWithSync', module_name: 'CommerceModule' },
  till: { id: 8, alias: 'Pos', module_name: 'PosModule' },
} as const;

/** [title, type, published, is_default]. */
const METHODS: readonly [string, MethodTypeAlias, boolean, boolean][] = [
  ['Contant', 'Cash', true, false],
  ['Pin', 'Pin', true, true],
  ['iDEAL', 'Web', true, false],
  ['Cadeaukaart', 'OnlineGiftCard', true, false],
  ['VVV Cadeaubon', 'ExternalGiftCard', true, false],
  ['Op rekening', 'OnAccount', true, false],
  ['Bankoverschrijving', 'BankTransfer', true, false],
  ['Retour', 'Returns', true, false],
  ['Tegoed', 'PaymentBalance', true, false],
  ['Geïmporteerd', 'Imported', true, false],
  ['Dummy', 'Dummy', false, false],
  ['Oude pinautomaat', 'Pin', false, false],
  ['PayPal', 'Web', false, false],
];

const CUSTOMER_NAMES = [
  'Jansen Mode B.V.',
  'De Vries',
  'Bakker & Dochter',
  'Smit & Zonen <Groothandel>',
  'Café "Het Hoekje"',
  'Van den Berg',
  'Mulder Interieur',
  'Visser',
  "Stichting 't Anker",
  'Bos Bloemen',
  'Meijer',
  'De Jong Sport',
];

/** `locations`: the shops' locations, each with a till (chain-locations.ts; default two). */
export function buildReference(
  account: DemoAccount,
  locations: number = DEFAULT_LOCATIONS,
): ReferenceData {
  const city = account.city;
  const locationSpecs: [string, string, string, string][] = [
    [`${city} Centrum`, 'Kalverstraat', '12', '1012 NX'],
    [`${city} Zuid`, 'Beethovenstraat', '80', '1077 JH'],
    ['Magazijn Zaandam', 'Industrieweg', '5', '1505 HN'],
  ];
  const accountLocations: LocationRow[] = locationSpecs.map(
    ([name, street, streetnumber, zipcode], index) => ({
      id: idOf(account, 'location', index + 1),
      name,
      is_default: index === 0,
      is_active: true,
      address: {
        street,
        streetnumber,
        zipcode,
        city: index === 2 ? 'Zaandam' : city,
        country_iso2: 'NL',
      },
    }),
  );
  // The warehouse (the third) ships web orders and has no till; a chain's further locations
  // each have a till and a webshop of their own.
  const chain = Array.from({ length: Math.max(0, locations - 2) }, (_, index) =>
    chainShops(account, index + 2, SHOP_TYPES),
  );
  const tillLocations = [
    ...accountLocations.slice(0, Math.min(2, locations)),
    ...chain.map((shops) => shops.location),
  ];
  const webShop: ShopRow = {
    id: idOf(account, 'shop', 1),
    name: 'Webshop',
    alias: 'webshop',
    shop_type_id: SHOP_TYPES.web.id,
    shop_type: SHOP_TYPES.web,
    published: true,
    deleted: false,
    location_id: null,
  };
  const ownTills: ShopRow[] = tillLocations.slice(0, 2).map((location, index) => ({
    id: idOf(account, 'shop', index + 2),
    name: `${location.name} kassa`,
    alias: `kassa-${slug(location.name)}`,
    shop_type_id: SHOP_TYPES.till.id,
    shop_type: SHOP_TYPES.till,
    published: true,
    deleted: false,
    location_id: location.id,
  }));
  const tillShops = [...ownTills, ...chain.map((shops) => shops.till)];
  const webShops = [webShop, ...chain.map((shops) => shops.webShop)];
  const productGroups = GROUPS.map(([code, name, taxAlias], index) => ({
    row: { id: idOf(account, 'productGroup', index + 1), name, code },
    taxAlias,
  }));
  const paymentMethods = METHODS.map(
    ([title, type, published, isDefault], index): PaymentMethodRow => ({
      id: idOf(account, 'paymentMethod', index + 1),
      title,
      eid: `${account.name}-${slug(title)}`,
      image_url: `/download/public/${account.name}/payment/${slug(title)}.png`,
      provider_method_type_id: METHOD_TYPES[type].id,
      // The retired pin terminal is inactive; the rest are active and none is deleted.
      active: title !== 'Oude pinautomaat',
      deleted: false,
      alias: slug(title),
      is_default: isDefault,
      published,
      provider_method_type: {
        id: METHOD_TYPES[type].id,
        alias: type,
        module_name: METHOD_TYPES[type].module_name,
      },
    }),
  );
  const customers = CUSTOMER_NAMES.map((name, index) => ({
    id: idOf(account, 'relation', index + 1),
    name,
    email: `${slug(name) || 'klant'}@example.test`,
  }));
  return {
    locations: [
      ...tillLocations.slice(0, 2),
      ...accountLocations.slice(2),
      ...tillLocations.slice(2),
    ],
    tillLocations,
    shops: [webShop, ...ownTills, ...chain.flatMap((shops) => [shops.till, shops.webShop])],
    webShop,
    webShops,
    tillShops,
    productGroups,
    paymentMethods,
    customers,
  };
}

/** The published method of a type (the first one), for paying generated orders. */
export function methodOfType(reference: ReferenceData, type: MethodTypeAlias): PaymentMethodRow {
  const method = reference.paymentMethods.find(
    (candidate) => candidate.provider_method_type.alias === type,
  );
  if (!method) throw new Error(`no payment method of type ${type}`);
  return method;
}
