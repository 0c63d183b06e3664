export * from './submission-status.contract';
export * from './identity-events.contract';
export * from './submission-events.contract';
export * from './review-events.contract';
export * from './publishing-events.contract';
export * from './journals-events.contract';
export * from './event-contracts.registry';
export * from './parse-event';
