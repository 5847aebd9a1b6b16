// What other features may import from home; the rest of the folder is its own (project/feature-boundaries).
export { default as homeStyles } from './home.module.css';
export { jsonForScript } from '../../../lib/json-for-script';
export { serviceLines } from './services-data';
export { joinRu } from './join-ru';
