// The settings' choices live in @journal/journals, which the SPA's settings form reads too.
export {
  DEFAULT_ICON,
  DEFAULT_LICENCE,
  JOURNAL_ICONS,
  LICENCES,
  PUBLICATION_MODELS,
} from '@journal/journals';
