/**
 * The domain's own types for the reference lists: shops (tills and web shops), locations,
 * tax rates, payment methods and product (turnover) groups. The data layer hands its parsed
 * rows up as these, checked at its edge (data/platform/records.ts), without a copy.
 */

/** A shop: a till or a web shop. */
export interface ShopRecord {
  id: number;
  name: string;
  alias: string;
  /** The shop's type by its stable alias (WebWithSync, ...), when the platform names it. */
  shop_type?: { alias: string } | null | undefined;
  /** A shop the platform marks deleted is left out of the lists. */
  deleted?: boolean | undefined;
  /** The physical location a till stands at. */
  location_id?: number | null | undefined;
}

/** A physical location (a store) with its address. */
export interface LocationRecord {
  id: number;
  name: string;
  is_default?: boolean | undefined;
  is_active?: boolean | undefined;
  address?:
    | {
        street: string;
        streetnumber: string;
        zipcode: string;
        city: string;
        country_iso2: string;
      }
    | null
    | undefined;
}

/** A tax rate of one country. */
export interface TaxRateRecord {
  id: number;
  name: string;
  alias: string;
  /** A fraction: 0.21 is 21 %. */
  value: number;
  country_iso2: string;
}

/** A payment method of the account. */
export interface PaymentMethodRecord {
  id: number;
  title: string;
  provider_method_type_id?: number | null | undefined;
  active?: boolean | undefined;
  deleted?: boolean | undefined;
  alias?: string | null | undefined;
  is_default?: boolean | undefined;
  published?: boolean | undefined;
  /** The method's type by its alias, stable across accounts, when the platform names it. */
  provider_method_type?: { alias: string } | null | undefined;
}

/** A product (turnover) group. */
export interface ProductGroupRecord {
  id: number;
  name: string;
  code: string;
}
