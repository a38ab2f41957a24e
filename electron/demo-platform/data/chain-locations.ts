/**
 * A chain's locations beyond the demo's own two shops (`--locations N`): each with a till and
 * a webshop of its own, as a chain's shops each sell in the shop and online. The first two
 * locations, the warehouse and the account's own webshop stay as they are, so the default
 * (two) is the demo's data as it always was, id for id.
 */
import { idOf, type DemoAccount } from '../accounts.js';
import { slug } from './names.js';
import type { LocationRow, ShopRow } from './reference.js';

/** Shops with a till by default: the account's Centrum and Zuid. */
export const DEFAULT_LOCATIONS = 2;
/** The most the id ranges leave room for (a chain's webshops take shop ids from 500 on). */
export const MAX_LOCATIONS = 400;

const TOWNS = [
  'Haarlem',
  'Utrecht',
  'Leiden',
  'Delft',
  'Alkmaar',
  'Amersfoort',
  'Hilversum',
  'Zwolle',
  'Groningen',
  'Maastricht',
];

/** The warehouse has location id 3, so a chain's third location takes 4. */
const FIRST_LOCATION_OFFSET = 4;
const WEBSHOP_OFFSET = 500;

export interface ChainShops {
  location: LocationRow;
  till: ShopRow;
  webShop: ShopRow;
}

/**
 * The location at `index` (2 and up: 0 and 1 are the account's own) with its till and
 * webshop; shop types as the reference's.
 */
export function chainShops(
  account: DemoAccount,
  index: number,
  types: { web: ShopRow['shop_type']; till: ShopRow['shop_type'] },
): ChainShops {
  const town = TOWNS[(index - 2) % TOWNS.length] ?? 'Filiaal';
  const round = Math.floor((index - 2) / TOWNS.length);
  const name = round === 0 ? town : `${town} ${round + 1}`;
  const location: LocationRow = {
    id: idOf(account, 'location', FIRST_LOCATION_OFFSET + index - 2),
    name,
    is_default: false,
    is_active: true,
    address: {
      street: 'Grote Markt',
      streetnumber: String(index),
      zipcode: `${String(1000 + index * 7).slice(0, 4)} AB`,
      city: town,
      country_iso2: 'NL',
    },
  };
  const shop = (id: number, shopName: string, alias: string, type: ShopRow['shop_type']) => ({
    id,
    name: shopName,
    alias,
    shop_type_id: type.id,
    shop_type: type,
    published: true,
    deleted: false,
    location_id: location.id,
  });
  return {
    location,
    // Till ids run on from the account's own two (2, 3): 4, 5, …
    till: shop(
      idOf(account, 'shop', index + 2),
      `${name} kassa`,
      `kassa-${slug(name)}`,
      types.till,
    ),
    webShop: shop(
      idOf(account, 'shop', WEBSHOP_OFFSET + index),
      `Webshop ${name}`,
      `webshop-${slug(name)}`,
      types.web,
    ),
  };
}
