// What other features may import from subscriptions; the rest of the folder is its own (project/feature-boundaries).
export { AccessCard } from './access-card';
export { default as accessStyles } from './access.module.css';
