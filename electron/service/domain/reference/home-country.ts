/**
 * The retailers are Dutch: their orders carry Dutch VAT rates, which the price list and the
 * report read by default, and a rate of any other country in the registry is a foreign (OSS)
 * rate. Its code lives in shared/ with the Dutch rates' kinds, which the screens name too.
 */
export { HOME_COUNTRY } from '../../../../shared/vat-rate-kinds.js';
