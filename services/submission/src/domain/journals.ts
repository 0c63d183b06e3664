// The catalogue is shared with the admin service and the SPA (libs/journals).
export { JOURNALS, findJournal, journalById, type Journal } from '@journal/journals';
