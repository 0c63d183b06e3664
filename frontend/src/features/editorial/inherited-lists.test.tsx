// Issue 44 item 3: a journal's Checklist and Review form pages show its own list beside the publisher's.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchAdminChecklist, inheritChecklist, saveChecklist } from '../../api/checklist.api';
import { fetchJournal } from '../../api/journals-admin.api';
import { fetchReviewFormState, type ReviewQuestion } from '../../api/review-form.api';
import { renderAt } from '../../test-utils/render-at.test-util';
import ChecklistPage from './checklist.page';
import { CIVIL, signInAsAdministrator } from './editorial.test-util';
import { checklistText, reviewFormText } from './list-texts';
import ReviewFormPage from './review-form.page';

jest.mock('../../api/journals-admin.api', () => ({
  ...jest.requireActual('../../api/journals-admin.api'),
  fetchJournal: jest.fn(),
}));
jest.mock('../../api/checklist.api', () => ({
  ...jest.requireActual('../../api/checklist.api'),
  fetchAdminChecklist: jest.fn(),
  inheritChecklist: jest.fn(),
  saveChecklist: jest.fn(),
}));
jest.mock('../../api/review-form.api', () => ({
  ...jest.requireActual('../../api/review-form.api'),
  fetchReviewFormState: jest.fn(),
}));

const PUBLISHER_ITEMS = [{ id: 'ethics', text: "I followed the publisher's ethics policy" }];
const OWN_ITEMS = [{ id: 'ethics', text: "I followed the journal's ethics policy" }];
const QUESTION: ReviewQuestion = {
  id: 'q1',
  kind: 'choice',
  label: 'Is the method sound?',
  options: ['Yes', 'Partly', 'No'],
  required: true,
  visibleToAuthor: false,
};

beforeEach(() => {
  jest.resetAllMocks();
  localStorage.clear();
  signInAsAdministrator();
  jest.mocked(fetchJournal).mockResolvedValue(CIVIL);
});

const openChecklist = () =>
  renderAt(
    '/admin/journals/civil-engineering/checklist',
    <ChecklistPage />,
    '/admin/journals/:slug/checklist',
  );

describe('the checklist beside the publisher’s', () => {
  it('compares nothing while the journal inherits the list', async () => {
    jest
      .mocked(fetchAdminChecklist)
      .mockResolvedValue({ items: PUBLISHER_ITEMS, inherited: true, publisher: PUBLISHER_ITEMS });
    openChecklist();
    expect(await screen.findByRole('note')).toHaveTextContent("These are the publisher's items");
    expect(screen.queryByRole('group', { name: 'Checklist items' })).toBeNull();
  });

  it('shows a saved own list beside the publisher’s, word by word, and drops it', async () => {
    jest
      .mocked(fetchAdminChecklist)
      .mockResolvedValue({ items: PUBLISHER_ITEMS, inherited: true, publisher: PUBLISHER_ITEMS });
    jest.mocked(saveChecklist).mockResolvedValue(OWN_ITEMS);
    jest
      .mocked(inheritChecklist)
      .mockResolvedValue({ items: PUBLISHER_ITEMS, inherited: true, publisher: PUBLISHER_ITEMS });
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    openChecklist();
    const item = await screen.findByRole('textbox', { name: 'Item 1' });
    await userEvent.clear(item);
    await userEvent.type(item, OWN_ITEMS[0]!.text);
    await userEvent.click(screen.getByRole('button', { name: 'Save checklist' }));
    const diff = await screen.findByRole('group', { name: 'Checklist items' });
    const theirs = within(diff).getByRole('figure', { name: /the publisher's text/ });
    const ours = within(diff).getByRole('figure', { name: /this journal's text/ });
    expect(theirs.querySelector('pre')).toHaveTextContent(`1. ${PUBLISHER_ITEMS[0]!.text}`);
    expect([...theirs.querySelectorAll('del')].map((d) => d.textContent)).toEqual(['publisher']);
    expect([...ours.querySelectorAll('ins')].map((d) => d.textContent)).toEqual(['journal']);
    await userEvent.click(screen.getByRole('button', { name: "Use the publisher's checklist" }));
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Checklist items' })).toBeNull());
    expect(inheritChecklist).toHaveBeenCalledWith('civil-engineering', 'admin-jwt');
    expect(screen.getByRole('textbox', { name: 'Item 1' })).toHaveValue(PUBLISHER_ITEMS[0]!.text);
  });
});

describe('the review form beside the publisher’s', () => {
  it("shows the journal's own questions beside the publisher's", async () => {
    jest.mocked(fetchReviewFormState).mockResolvedValue({
      questions: [{ ...QUESTION, required: false }],
      inherited: false,
      publisher: [QUESTION],
    });
    renderAt(
      '/admin/journals/civil-engineering/review-form',
      <ReviewFormPage />,
      '/admin/journals/:slug/review-form',
    );
    const diff = await screen.findByRole('group', { name: 'Review questions' });
    const theirs = within(diff).getByRole('figure', { name: /the publisher's text/ });
    const ours = within(diff).getByRole('figure', { name: /this journal's text/ });
    expect([...theirs.querySelectorAll('del')].map((d) => d.textContent)).toEqual(['required']);
    expect([...ours.querySelectorAll('ins')].map((d) => d.textContent)).toEqual(['optional']);
  });
});

describe('the lists as text', () => {
  it('numbers items and spells out what a reviewer sees of a question', () => {
    expect(checklistText([])).toBe('(no items)');
    expect(
      checklistText([
        { id: 'a', text: 'One' },
        { id: 'b', text: 'Two' },
      ]),
    ).toBe('1. One\n2. Two');
    expect(reviewFormText([QUESTION, { ...QUESTION, kind: 'yes-no', visibleToAuthor: true }])).toBe(
      '1. Is the method sound? (Choice, required)\n   Options: Yes / Partly / No\n' +
        '2. Is the method sound? (Yes / no, required, shown to the author)',
    );
  });
});
