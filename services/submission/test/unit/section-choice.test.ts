import { ValidationError } from '@journal/errors';
import type { JournalSection } from '@journal/journals';
import { chooseSection, sectionToMoveTo } from '../../src/domain/section-choice';
import { moveToSectionInput } from '../../src/domain/move-to-section';

const section = (id: string, open = true, order = 1): JournalSection => ({
  id,
  title: id,
  abbreviation: '',
  articleType: 'research-article',
  peerReviewed: true,
  order,
  open,
});
const A = '6f1c2b1e-0000-4000-8000-000000000001';
const B = '6f1c2b1e-0000-4000-8000-000000000002';
const C = '6f1c2b1e-0000-4000-8000-000000000003';

function refusal(work: () => unknown): { message: string; field?: string } {
  try {
    work();
  } catch (error) {
    if (error instanceof ValidationError)
      return { message: error.message, field: error.fieldErrors[0]?.field };
    throw error;
  }
  throw new Error('not refused');
}

/** Issue 42 item 2: which section a new paper goes to, and where an editor may move one. */
describe('section choice', () => {
  it('one open section: that one, without a choice', () => {
    expect(chooseSection([section(A), section(B, false, 2)], undefined)).toBe(A);
  });

  it('no sections known: the default (null)', () => {
    expect(chooseSection([], undefined)).toBeNull();
  });

  it('several open and no choice: 400 Please choose a section on sectionId', () => {
    expect(refusal(() => chooseSection([section(A), section(B)], undefined))).toEqual({
      message: 'Please choose a section',
      field: 'sectionId',
    });
  });

  it('a chosen open section is taken (any case); unknown or closed ones are refused on sectionId', () => {
    expect(chooseSection([section(A), section(B)], B.toUpperCase())).toBe(B);
    expect(refusal(() => chooseSection([section(A), section(B)], C)).field).toBe('sectionId');
    expect(refusal(() => chooseSection([section(A), section(B, false)], B))).toEqual({
      message: 'This section does not take new submissions',
      field: 'sectionId',
    });
  });

  it('an editor may move a paper to any section of its journal, closed ones included', () => {
    expect(sectionToMoveTo([section(A), section(B, false)], B).id).toBe(B);
    expect(refusal(() => sectionToMoveTo([section(A)], C)).field).toBe('sectionId');
  });

  it('the move body needs a sectionId', () => {
    expect(moveToSectionInput.safeParse({}).error?.issues[0]?.message).toBe('Please choose a section');
    expect(moveToSectionInput.parse({ sectionId: ` ${A} ` })).toEqual({ sectionId: A });
  });
});
