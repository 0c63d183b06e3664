// Not the SPA's journal data any more (issue 28): the journals service serves the journals and the SPA
// reads GET /api/journals (api/journals.api.ts). Kept only because the admin dashboard (features/admin)
// still takes its fallback filter names from here; the admin pages move to the API in their own part of
// issue 28, and this file goes with that change.
export { JOURNALS } from '@journal/journals';
