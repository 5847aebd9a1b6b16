// The storages domain's public services: the catalogue (read side) and the cell bookings.
export { createStorageCatalogue, type StorageCatalogue } from './catalogue.server';
export { createCellBookings, type CellBookings } from './booking.server';
export { createStorageFacts, type StorageFactsService } from './facts.server';
export { createStorageKind, type StorageOrderView } from './order-kind/storage-kind.server';
export { cellSubject } from './order-kind/cell-subject';
export { periodTariffPrice } from './order-kind/period-price';
export { warehouseReviewGroups } from './review-groups.server';
export { cloudWarehouses, type CloudWarehouse } from './cloud-warehouses.server';
