// What routes and other features may import from the client's cloud cabinet.
export { CloudItemsPage } from './items-page';
export { RequestsPage } from './requests-page';
export { RequestPage, RequestTimeline } from './request-page';
export { CloudOrderPage, type OrderExtras } from './order-page';
export { ReturnChoosePage, ReturnSuccessPage } from './return-pages';
export { ReturnConfirmationPage } from './return-confirmation-page';
export type { CabinetBase } from './format';
