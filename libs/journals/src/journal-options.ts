import { JOURNALS } from './journal-catalogue';

/**
 * The choices a journal's settings offer, one list for the journals service (which validates them) and the
 * SPA (whose settings form offers them).
 */

/** A new journal's icon until the administrator picks one: books suit any subject. */
export const DEFAULT_ICON = '📚';

/**
 * The icons the SPA can show for a journal: today's ten plus a few for new subjects. Icons are emoji, so
 * every browser draws them without an image download.
 */
export const JOURNAL_ICONS: readonly string[] = [
  ...JOURNALS.map((journal) => journal.icon),
  DEFAULT_ICON,
  '🧪',
  '🧬',
  '🌍',
  '🏥',
  '🏛️',
  '🎨',
  '🧮',
];

/** The licences a journal may publish under (the publishing service's list). */
export const LICENCES = [
  'CC BY 4.0',
  'CC BY-SA 4.0',
  'CC BY-NC 4.0',
  'CC BY-NC-SA 4.0',
  'CC BY-ND 4.0',
  'CC BY-NC-ND 4.0',
  'CC0 1.0',
] as const;
export const DEFAULT_LICENCE = 'CC BY 4.0';
export const PUBLICATION_MODELS = ['continuous', 'issues'] as const;
