/** The catalog screen, and its address for one product (an exception's products open there). */
export { CatalogPage } from './Page.js';
export { catalogProductHref, openCatalogProduct } from './store.js';
