import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { submitPaper } from '../../api/submission.api';
import { JOURNALS } from '../../content/journals.content';
import { mockPublicApi } from '../../test-utils/public-api.test-util';
import { renderRoute } from '../auth/render-route.test-util';
import { validateComplete, newCompleteDraft, emptyFundingRow } from './complete-submission.draft';
import SubmitPage from './submit.page';

jest.mock('../../api/submission.api', () => ({ submitPaper: jest.fn() }));
const mockedSubmit = jest.mocked(submitPaper);
const civil = JOURNALS[0]!;
const ITEMS = [
  { id: 'original', text: 'The paper has not been published before.' },
  { id: 'consent', text: 'All authors agree to the submission.' },
];

/** The public API, plus this journal's checklist (`items`, [] for SPEC's form). */
function mockApi(items: typeof ITEMS) {
  const base = mockPublicApi();
  global.fetch = jest.fn(async (input: unknown, init?: unknown) => {
    if (String(input).endsWith('/checklist'))
      return {
        ok: true,
        status: 200,
        statusText: 'OK',
        headers: {
          get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/json' : null),
        },
        text: async () => JSON.stringify({ success: true, data: { items } }),
        json: async () => ({ success: true, data: { items } }),
      };
    return base(input, init);
  }) as unknown as typeof fetch;
}

const docx = () =>
  new File(['x'], 'Hartmann_seagrass_Kiel_v1.docx', {
    type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  });

async function chooseJournalAndFile() {
  const user = userEvent.setup({ applyAccept: false });
  renderRoute('/submit', <SubmitPage />);
  await screen.findByRole('group', { name: 'Journals' });
  await user.click(screen.getByRole('button', { name: new RegExp(civil.name) }));
  await user.upload(screen.getByLabelText('Click to upload or drag and drop your paper'), docx());
  return user;
}

describe('the complete submission form (issue 42 item 8)', () => {
  beforeEach(() => {
    jest.resetAllMocks();
    localStorage.clear();
    localStorage.setItem('adminAuthToken', 'jwt');
    localStorage.setItem('userEmail', 'rosa@example.org');
  });

  it("keeps SPEC's form for a journal without checklist items", async () => {
    mockApi([]);
    await chooseJournalAndFile();
    expect(screen.getByRole('heading', { name: 'Paper details' })).toBeInTheDocument();
    expect(screen.queryByTestId('complete-submission')).toBeNull();
    expect(screen.queryByLabelText(/ROR ID/)).toBeNull();
  });

  it('asks every item and the licence, then sends ticks, cover letter, funding, statement and ROR ids', async () => {
    mockApi(ITEMS);
    const user = await chooseJournalAndFile();
    const block = await screen.findByTestId('complete-submission');
    await user.click(within(block).getByLabelText(ITEMS[0]!.text));
    await user.click(screen.getByRole('button', { name: 'Submit Paper' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please confirm every item of the checklist');
    await user.click(within(block).getByLabelText(ITEMS[1]!.text));
    await user.click(screen.getByRole('button', { name: 'Submit Paper' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      "Please agree to publish under the journal's licence",
    );
    await user.click(within(block).getByLabelText(/agree to publish it under the journal's licence/));
    await user.type(
      within(block).getByLabelText('ROR ID of your affiliation (optional)'),
      'https://ror.org/04v76ef77',
    );
    await user.click(screen.getByRole('button', { name: 'Submit Paper' }));
    expect(screen.getByRole('alert')).toHaveTextContent("This ROR ID's check digits do not match");
    expect(mockedSubmit).not.toHaveBeenCalled();
    const ror = within(block).getByLabelText('ROR ID of your affiliation (optional)');
    await user.clear(ror);
    await user.type(ror, 'https://ror.org/04v76ef78');
    await user.type(within(block).getByLabelText('Cover letter to the editors (optional)'), 'Dear editors.');
    await user.click(within(block).getByRole('button', { name: 'Add funder' }));
    const funder = within(block).getByRole('listitem', { name: 'Funder 1' });
    await user.type(within(funder).getByLabelText('Funder'), 'DFG');
    await user.type(within(funder).getByLabelText(/Award numbers/), 'SFB 1, SFB 2');
    await user.type(within(block).getByLabelText('Data availability statement (optional)'), 'On request.');
    mockedSubmit.mockResolvedValue({
      success: true,
      submission: { paper_title: 'Seagrass meadows', title_from_document: true } as never,
    });
    await user.click(screen.getByRole('button', { name: 'Submit Paper' }));
    expect(mockedSubmit.mock.calls[0]![0]).toMatchObject({
      paperTitle: 'Hartmann_seagrass_Kiel_v1',
      checklist: ['original', 'consent'],
      licenceAgreed: true,
      coverLetter: 'Dear editors.',
      authorRorId: 'https://ror.org/04v76ef78',
      funding: [{ funderName: 'DFG', funderRorId: null, awardIds: ['SFB 1', 'SFB 2'] }],
      dataAvailability: 'On request.',
    });
    expect(await screen.findByTestId('document-title-notice')).toHaveTextContent('Seagrass meadows');
  }, 30_000);

  it('checks funding rows as the server does', () => {
    const row = { ...emptyFundingRow(), funderName: ' ', awardIds: 'A1' };
    const checked = validateComplete(
      { ...newCompleteDraft(), ticked: ['original'], licenceAgreed: true, funding: [row] },
      [ITEMS[0]!],
    );
    expect(checked.errors).toEqual({ 'funding[0].funderName': "Please enter the funder's name" });
    expect(checked.fields).toBeUndefined();
  });
});
