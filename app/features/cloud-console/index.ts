export { DispatcherPage, type DispatcherPageData } from './dispatcher-page';
export { MoverRoutePage, type MoverRoutePageData } from './mover-route-page';
export { MoverRequestPage } from './mover-request-page';
export { StorekeeperPage } from './storekeeper-page';
export { StorekeeperRequestPage } from './storekeeper-request-page';
