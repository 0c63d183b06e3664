import { JOURNAL_ICONS, LICENCES, PUBLICATION_MODELS } from '@journal/journals';
import { plainOptions, type FieldSpec } from './field-spec';

const MARKDOWN_HINT = 'Markdown: blank lines between paragraphs, **bold**, *italics*, - lists.';

/** What POST /api/admin/journals requires; the rest starts from the service's defaults. */
export const NEW_JOURNAL_FIELDS: readonly FieldSpec[] = [
  {
    name: 'slug',
    label: 'Slug',
    hint: 'The address /journals/{slug}: lower-case words joined by hyphens; it cannot be changed later.',
  },
  { name: 'name', label: 'Name', hint: 'The short name authors choose at submission, e.g. Applied Science.' },
  { name: 'fullTitle', label: 'Full title', hint: 'e.g. Lumina Journal of Applied Science' },
  { name: 'abbreviation', label: 'Abbreviation', hint: 'The abbreviated title, e.g. LJAS.' },
  { name: 'doiCode', label: 'DOI code', hint: 'Lower-case letters or digits inside new DOIs, e.g. as.' },
];

/** Every field PUT /api/admin/journals/{slug} changes (the slug never does). */
export const JOURNAL_SETTINGS_FIELDS: readonly FieldSpec[] = [
  ...NEW_JOURNAL_FIELDS.filter((field) => field.name !== 'slug').map((field) =>
    field.name === 'doiCode'
      ? { ...field, hint: 'Changes only DOIs minted from now on; existing DOIs never change.' }
      : field,
  ),
  { name: 'icon', label: 'Icon', kind: 'select', options: plainOptions(JOURNAL_ICONS) },
  { name: 'issnPrint', label: 'ISSN (print)', hint: 'e.g. 2049-3630; leave empty when there is none.' },
  { name: 'issnOnline', label: 'ISSN (online)', hint: 'e.g. 2049-3630; leave empty when there is none.' },
  { name: 'doiPrefix', label: 'DOI prefix', hint: 'e.g. 10.5555' },
  { name: 'defaultLicence', label: 'Default licence', kind: 'select', options: plainOptions(LICENCES) },
  {
    name: 'publicationModel',
    label: 'Publication model',
    kind: 'select',
    options: PUBLICATION_MODELS.map((value) => ({
      value,
      label: value === 'continuous' ? 'Continuous publication' : 'Issues',
    })),
  },
  { name: 'requiredReviewers', label: 'Reviewers per submission', kind: 'number' },
  {
    name: 'acceptingSubmissions',
    label: 'Accepting submissions',
    kind: 'checkbox',
    hint: 'When off, authors cannot submit to this journal.',
  },
  // Issue 44 item 5: the journal's public "Our figures" page (/journals/{slug}/figures).
  {
    name: 'publicFigures',
    label: 'Publish our figures',
    kind: 'checkbox',
    hint: 'When on, the journal\'s "Our figures" page shows its editorial figures for past complete years.',
  },
  // The journal's mails answer to this contact when a paper has no handling editor.
  {
    name: 'contactName',
    label: 'Contact name',
    hint: "Who answers replies to the journal's mails, e.g. Editorial Office; leave empty when there is none.",
  },
  {
    name: 'contactEmail',
    label: 'Contact email',
    inputType: 'email',
    autoComplete: 'off',
    hint: 'Replies to mails about papers without a handling editor go here; leave empty when there is none.',
  },
  {
    name: 'description',
    label: 'Description',
    kind: 'textarea',
    hint: 'A short summary (at most 1,000 characters).',
  },
  { name: 'about', label: 'About', kind: 'textarea', hint: MARKDOWN_HINT },
  { name: 'aimsAndScope', label: 'Aims and scope', kind: 'textarea', hint: MARKDOWN_HINT },
  { name: 'authorGuidelines', label: 'Author guidelines', kind: 'textarea', hint: MARKDOWN_HINT },
];
