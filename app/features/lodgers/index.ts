export { LodgersPage } from './lodgers-page';
