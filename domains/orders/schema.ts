// The orders domain's API shapes: placing and paying orders, and the cabinet side.
export * from './order-schema';
export * from './cabinet-schema';
