// What other features may import from storages; the rest of the folder is its own (project/feature-boundaries).
export { SizeGuide } from './size-guide';
export { dayText } from './stay-view';
export { PlacesMap, type MapBounds, type MapPlace, type PlacesLoader } from './places-map';
export { JsonLd } from './json-ld';
