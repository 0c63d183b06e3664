// Not bundled (issue 28): /platforms reads GET /api/catalogue/platforms. The browser tests compute their expected
// cards from what a fresh install serves, so this module hands them the journals service's seed (the one
// copy of the entries: its data/*.json, checked and loaded by its .content.ts) and the SPA's category tabs.
export { PLATFORMS } from '../../../services/journals/src/domain/seed/platforms.content';
export { PLATFORM_CATEGORIES } from '../features/catalogue/catalogue-categories';
