// What other features may import from home; the rest of the folder is its own (project/feature-boundaries).
export { default as homeStyles } from './home.module.css';
export { jsonForScript } from './organization-jsonld';
export { serviceLines } from './services-data';
export { joinRu } from './use-home-facts';
