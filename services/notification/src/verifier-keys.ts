// Kept as this service's export for compatibility; the rule lives in @journal/auth.
export { loadVerifierKeys } from '@journal/auth';
