// The prokat domain's public services: the tool catalogue and the lockers (read side).
export { createProkatCatalogue, type ProkatCatalogue } from './catalogue.server';
