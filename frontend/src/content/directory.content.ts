// Not bundled (issue 28): /journals reads GET /api/catalogue/directory. The browser tests compute their
// expected cards from what a fresh install serves, so this module hands them the journals service's seed
// (the one copy of the entries: its data/*.json, checked and loaded by its .content.ts) and the SPA's
// category tabs.
export {
  DIRECTORY_JOURNALS,
  IMPACT_FACTORS,
} from '../../../services/journals/src/domain/seed/directory.content';
export { DIRECTORY_CATEGORIES } from '../features/catalogue/catalogue-categories';
