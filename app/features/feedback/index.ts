// What other features may import from feedback; the rest of the folder is its own (project/feature-boundaries).
export { AppLinkForm } from './app-link';
export { BusinessLeadForm } from './business-lead';
