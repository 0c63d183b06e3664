// The ten journals as rows (issue 28): the SPA's content files turned into the service's fields.
import type { JournalId } from '@journal/journals';
import { aiMlDataScience } from './ai-ml-data-science.content';
import { appliedScience } from './applied-science.content';
import { civilEngineering } from './civil-engineering.content';
import { computerScienceEngineering } from './computer-science-engineering.content';
import { education } from './education.content';
import { electricalEngineering } from './electrical-engineering.content';
import { electronicsEngineering } from './electronics-engineering.content';
import type { JournalLanding } from './journal.types';
import { JOURNALS } from './journals.content';
import { lawSocialScience } from './law-social-science.content';
import { management } from './management.content';
import { mechanicalEngineering } from './mechanical-engineering.content';

/** Today's DOI codes (services/publishing/src/domain/journal-codes.ts): minted DOIs are permanent. */
const DOI_CODES: Record<JournalId, string> = {
  'civil-engineering': 'ce',
  'mechanical-engineering': 'me',
  'electronics-engineering': 'ece',
  'electrical-engineering': 'ee',
  'computer-science-engineering': 'cse',
  'applied-science': 'as',
  'ai-ml-data-science': 'aiml',
  'law-social-science': 'lss',
  education: 'edu',
  management: 'mgmt',
};

const LANDINGS: Record<JournalId, JournalLanding> = {
  'civil-engineering': civilEngineering,
  'mechanical-engineering': mechanicalEngineering,
  'electronics-engineering': electronicsEngineering,
  'electrical-engineering': electricalEngineering,
  'computer-science-engineering': computerScienceEngineering,
  'applied-science': appliedScience,
  'ai-ml-data-science': aiMlDataScience,
  'law-social-science': lawSocialScience,
  education,
  management,
};

/** A starting point every journal shares until its editors write their own. */
export const DEFAULT_AUTHOR_GUIDELINES = `## Preparing your manuscript

- Submit original work that is not under consideration elsewhere.
- Send the manuscript as a Word document (.doc or .docx) or plain text, with the title, abstract and keywords on the first page.
- Leave your names and affiliations out of the manuscript itself: review is double-blind.
- Cite sources in a consistent style and list every reference cited in the text.

## After submission

Every manuscript is checked by the editors and then reviewed by independent experts. You can follow its status in your profile.`;

/** Paragraphs are separated by a blank line in Markdown. */
export const paragraphs = (texts: readonly string[]) => texts.join('\n\n');

/** The intro, then each scope area as a third-level heading with its description (the SPA's cards). */
export function aimsAndScopeMarkdown(landing: JournalLanding): string {
  return paragraphs([
    ...landing.aimAndScopeIntro,
    ...landing.scope.map((item) => `### ${item.title}\n\n${item.description}`),
  ]);
}

/** The board in display order: cards as they are; Management's chief first, then its members. */
export function boardOf(landing: JournalLanding): { name: string; roleTitle: string; affiliation: string }[] {
  const board = landing.editorialBoard;
  if (board.kind === 'cards')
    return board.members.map((m) => ({ name: m.name, roleTitle: m.role, affiliation: m.affiliation }));
  return [
    ...(board.editorInChief
      ? [{ name: board.editorInChief, roleTitle: 'Editor-in-Chief', affiliation: '' }]
      : []),
    ...board.members.map((name) => ({ name, roleTitle: 'Editorial Board Member', affiliation: '' })),
  ];
}

export function seedJournals(doiPrefix: string) {
  return JOURNALS.map((journal) => {
    const landing = LANDINGS[journal.id];
    return {
      journal: {
        slug: journal.id,
        name: journal.name,
        fullTitle: journal.fullName,
        abbreviation: journal.abbreviation,
        doiCode: DOI_CODES[journal.id],
        icon: journal.icon,
        issnPrint: null,
        issnOnline: null,
        description: journal.description,
        about: paragraphs(landing.about),
        aimsAndScope: aimsAndScopeMarkdown(landing),
        authorGuidelines: DEFAULT_AUTHOR_GUIDELINES,
        doiPrefix,
        defaultLicence: 'CC BY 4.0',
        acceptingSubmissions: true,
        publicationModel: 'continuous' as const,
        requiredReviewers: 2,
        // No contact until its editors set one: replies then reach the site's contact.
        contactName: '',
        contactEmail: null,
      },
      board: boardOf(landing),
    };
  });
}
