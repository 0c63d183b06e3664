// The catalogue is shared with the submission service and the SPA (libs/journals); the admin filter
// accepts an id or a display name, case-insensitively.
export { JOURNALS, findJournal, type Journal } from '@journal/journals';
