import { ValidationError } from '@journal/errors';
import { openSections, type JournalSection } from '@journal/journals';

export const SECTION_REQUIRED_MESSAGE = 'Please choose a section';
export const SECTION_UNKNOWN_MESSAGE = 'This section is not one of the journal’s sections';
export const SECTION_CLOSED_MESSAGE = 'This section does not take new submissions';

const refuse = (message: string) => new ValidationError(message, [{ field: 'sectionId', message }]);

/**
 * The section a new paper goes to (ADR 0046): the one the author chose, which must be one of the journal's
 * open sections; without a choice, the journal's only open section, and with several open a 400. Null when
 * the read model knows no sections of the journal (the paper then goes to the default section's id).
 */
export function chooseSection(
  sections: readonly JournalSection[],
  chosen: string | undefined,
): string | null {
  const open = openSections(sections);
  if (chosen === undefined) {
    if (open.length > 1) throw refuse(SECTION_REQUIRED_MESSAGE);
    return open[0]?.id ?? null;
  }
  const section = sections.find((s) => s.id === chosen.trim().toLowerCase());
  if (!section) throw refuse(SECTION_UNKNOWN_MESSAGE);
  if (!section.open) throw refuse(SECTION_CLOSED_MESSAGE);
  return section.id;
}

/** The section an editor moves a paper to: any of its journal's sections, open or closed (400 otherwise). */
export function sectionToMoveTo(sections: readonly JournalSection[], chosen: string): JournalSection {
  const section = sections.find((s) => s.id === chosen.trim().toLowerCase());
  if (!section) throw refuse(SECTION_UNKNOWN_MESSAGE);
  return section;
}
