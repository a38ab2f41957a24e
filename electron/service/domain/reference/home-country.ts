/**
 * The retailers are Dutch: their orders carry Dutch VAT rates, which the price list and the
 * report read by default, and a rate of any other country in the registry is a foreign (OSS)
 * rate. The one home of that country's code.
 */
export const HOME_COUNTRY = 'NL';
