// Loads one journal's landing content on demand, so each journal page only downloads its own text.
// The download is shared: the route starts it while the page's code chunk is still loading (see
// app/journal-route.component.tsx), and the page then receives the same promise.
import type { JournalId, JournalLanding } from '../journal.types';

const loaders: Record<JournalId, () => Promise<JournalLanding>> = {
  'civil-engineering': () => import('./civil-engineering.content').then((m) => m.civilEngineering),
  'mechanical-engineering': () =>
    import('./mechanical-engineering.content').then((m) => m.mechanicalEngineering),
  'electronics-engineering': () =>
    import('./electronics-engineering.content').then((m) => m.electronicsEngineering),
  'electrical-engineering': () =>
    import('./electrical-engineering.content').then((m) => m.electricalEngineering),
  'computer-science-engineering': () =>
    import('./computer-science-engineering.content').then((m) => m.computerScienceEngineering),
  'applied-science': () => import('./applied-science.content').then((m) => m.appliedScience),
  'ai-ml-data-science': () => import('./ai-ml-data-science.content').then((m) => m.aiMlDataScience),
  'law-social-science': () => import('./law-social-science.content').then((m) => m.lawSocialScience),
  education: () => import('./education.content').then((m) => m.education),
  management: () => import('./management.content').then((m) => m.management),
};

const loading = new Map<JournalId, Promise<JournalLanding>>();

export function loadJournalLanding(id: JournalId): Promise<JournalLanding> {
  let promise = loading.get(id);
  if (!promise) {
    promise = loaders[id]();
    loading.set(id, promise);
    // A failed download (offline) is not remembered: the next visit tries again.
    promise.catch(() => loading.delete(id));
  }
  return promise;
}
