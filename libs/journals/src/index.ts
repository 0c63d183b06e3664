export { JOURNALS, findJournal, journalById, type Journal, type JournalId } from './journal-catalogue';
