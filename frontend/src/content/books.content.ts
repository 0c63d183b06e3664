// Not bundled (issue 28): /books reads GET /api/catalogue/books. The browser tests compute their expected
// cards from what a fresh install serves, so this module hands them the journals service's seed (the one
// copy of the entries: its data/*.json, checked and loaded by its .content.ts) and the SPA's category tabs.
export { BOOKS } from '../../../services/journals/src/domain/seed/books.content';
export { BOOK_CATEGORIES } from '../features/catalogue/catalogue-categories';
