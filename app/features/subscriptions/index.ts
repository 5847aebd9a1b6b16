// What other features may import from subscriptions; the rest of the folder is its own (project/feature-boundaries).
export { AccessCard } from './access-card';
export { default as accessStyles } from './access.module.css';
// The parts every line's order page shares (the rental order page of rental-cabinet uses them).
export { PayButton } from './pay-button';
export { useGoToPayment } from './use-go-to-payment';
export { HoldCountdown } from './hold-countdown';
export { TimelineCard, paymentStateTitle } from './details-sections';
export { FinesCard } from './fines-card';
export { ExtensionPeriodList } from './extension-period-list';
export { dateTime, formatRub, statusTone } from './format';
export { default as detailsStyles } from './details.module.css';
// The cancel flow's look and parts, shared by the rentals' own flow (rental-cabinet/cancel).
export { default as cancelStyles } from './cancel/cancel.module.css';
export { CancelDone, CancelStepFrame } from './cancel/step-frame';
export { NextButton, NextLink, StepNav } from './cancel/step-nav';
export { QualityComment, QualityMarks } from './cancel/quality-marks';
export { RefundTable, refundLineRows } from './cancel/refund-table';
export { default as listStyles } from './subscriptions.module.css';
export { noStore, orderIdParam, viewerId } from './load';
