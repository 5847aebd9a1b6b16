// What other features may import from cabinet; the rest of the folder is its own (project/feature-boundaries).
export { SubscriptionsEmpty } from './subscriptions-empty';
