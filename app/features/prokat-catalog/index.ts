// What other features may import from the tool catalogue; the rest of the folder is its own (project/feature-boundaries).
export { CATALOG_PATH, cardPath, categoryPath, lockerPath, modelPath } from './catalog-seo';
export { type CatalogCard, ProductCard, ProductGrid } from './product-card';
