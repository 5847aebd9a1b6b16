// The storages domain's API shapes: the catalogue and the booking calls.
export * from './catalogue-schema';
export * from './booking-schema';
export * from './booking-answers-schema';
