import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../api/api-error';
import { submitPaper } from '../../api/submission.api';
import { JOURNALS } from '../../content/journals.content';
import { mockPublicApi, seededJournals } from '../../test-utils/public-api.test-util';
import { renderRoute } from '../auth/render-route.test-util';
import { NOT_ACCEPTING_TEXT } from './journal-grid.component';
import SubmitPage, { SUBMIT_REDIRECT_MS } from './submit.page';

jest.mock('../../api/submission.api', () => ({ submitPaper: jest.fn() }));
const mockedSubmit = jest.mocked(submitPaper);

function docx(name = 'Bridge Loads.docx', size = 2048): File {
  const file = new File(['x'], name, {
    type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

function fileInput(): HTMLInputElement {
  return screen.getByLabelText('Click to upload or drag and drop your paper');
}

function stepStates(): string[] {
  return within(screen.getByRole('list', { name: 'Submission progress' }))
    .getAllByRole('listitem')
    .map((li) => li.getAttribute('data-state') ?? '');
}

/** /submit with the journal grid drawn (the journals come from the fake journals service). */
async function open(user = userEvent.setup({ applyAccept: false })) {
  renderRoute('/submit', <SubmitPage />);
  await screen.findByRole('group', { name: 'Journals' });
  return user;
}

const civil = JOURNALS[0]!;

describe('SubmitPage', () => {
  beforeEach(() => {
    jest.resetAllMocks();
    mockPublicApi();
    localStorage.clear();
    localStorage.setItem('adminAuthToken', 'jwt');
    localStorage.setItem('userEmail', 'ada@example.org');
  });
  afterEach(() => jest.useRealTimers());

  it.each([['adminAuthToken'], ['userEmail']])('redirects to /login when %s is missing', (key) => {
    localStorage.removeItem(key);
    renderRoute('/submit', <SubmitPage />);
    expect(screen.getByTestId('route')).toHaveTextContent('at /login');
  });

  it('shows ten journal cards and an input accepting .doc,.docx,.txt', async () => {
    await open();
    expect(within(screen.getByRole('group', { name: 'Journals' })).getAllByRole('button')).toHaveLength(10);
    expect(fileInput()).toHaveAttribute('accept', '.doc,.docx,.txt');
    expect(stepStates()).toEqual(['active', 'upcoming', 'upcoming']);
  });

  it('asks for a journal first, and choosing one clears the error', async () => {
    const user = await open();
    await user.click(screen.getByRole('button', { name: 'Submit Paper' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please select a journal category');
    await user.click(screen.getByRole('button', { name: new RegExp(civil.name) }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(stepStates()).toEqual(['completed', 'active', 'upcoming']);
    await user.click(screen.getByRole('button', { name: 'Submit Paper' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please upload your paper document');
  });

  it("shows 'Paper details' once a file is chosen, checks them as the server does and sends them", async () => {
    const user = await open();
    await user.click(screen.getByRole('button', { name: new RegExp(civil.name) }));
    expect(screen.queryByRole('heading', { name: 'Paper details' })).toBeNull();
    await user.upload(fileInput(), docx());
    expect(screen.getByRole('heading', { name: 'Paper details' })).toBeInTheDocument();
    expect(stepStates()).toEqual(['completed', 'completed', 'active']);
    const title = screen.getByLabelText('Paper title');
    expect(title).toHaveValue('Bridge Loads');
    await user.clear(title);
    await user.type(title, 'Arched Bridges');
    expect(within(screen.getByTestId('submit-summary')).getByText('Arched Bridges')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Abstract (optional)'), 'Loads.');
    expect(screen.getByTestId('abstract-counter')).toHaveTextContent('6 / 5,000 characters');
    const keyword = screen.getByPlaceholderText('Type a keyword and press Enter');
    await user.type(keyword, 'arches, Masonry{Enter}');
    await user.type(keyword, 'ARCHES{Enter}');
    expect(within(screen.getByRole('list', { name: 'Keywords' })).getAllByRole('listitem')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: '+ Add co-author' }));
    const row = screen.getByTestId('co-author-0');
    await user.type(within(row).getByLabelText('Given names'), 'Grace');
    await user.type(within(row).getByLabelText('Family name'), 'Hopper');
    await user.type(within(row).getByLabelText('Email'), 'ada@example.org');
    await user.click(screen.getByRole('button', { name: 'Submit Paper' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'ada@example.org is your own email address; list only your co-authors',
    );
    expect(mockedSubmit).not.toHaveBeenCalled();
    await user.clear(within(row).getByLabelText('Email'));
    await user.type(within(row).getByLabelText('Email'), 'grace@example.org');
    await user.type(within(row).getByLabelText('ORCID iD (optional)'), '0000-0002-1694-233x');
    mockedSubmit.mockResolvedValue({ success: true });
    await user.click(screen.getByRole('button', { name: 'Submit Paper' }));
    expect(mockedSubmit.mock.calls[0]![0]).toMatchObject({
      paperTitle: 'Arched Bridges',
      abstract: 'Loads.',
      keywords: ['arches', 'Masonry'],
      coAuthors: [
        {
          givenNames: 'Grace',
          familyName: 'Hopper',
          email: 'grace@example.org',
          affiliation: null,
          orcid: '0000-0002-1694-233X',
        },
      ],
    });
  }, 30_000);

  it('rejects wrong types and large files with the specification messages', async () => {
    const user = await open();
    await user.click(screen.getByRole('button', { name: new RegExp(civil.name) }));
    await user.upload(fileInput(), new File(['%PDF'], 'paper.pdf', { type: 'application/pdf' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please upload only , DOC, DOCX, or TXT files');
    expect(screen.queryByTestId('file-info')).toBeNull();
    await user.upload(fileInput(), docx('big.docx', 10 * 1024 * 1024 + 1));
    expect(screen.getByRole('alert')).toHaveTextContent('File size must be less than 10MB');
    expect(stepStates()).toEqual(['completed', 'active', 'upcoming']);
  });

  it('accepts a dropped file and shows its size in MB with 2 decimals', async () => {
    await open();
    fireEvent.click(screen.getByRole('button', { name: new RegExp(civil.name) }));
    const dropped = docx('Dropped Paper.TXT', 1.5 * 1024 * 1024);
    fireEvent.drop(screen.getByTestId('upload-area'), { dataTransfer: { files: [dropped] } });
    expect(screen.getByTestId('file-info')).toHaveTextContent('Dropped Paper.TXT (1.50 MB)');
    expect(stepStates()).toEqual(['completed', 'completed', 'active']);
  });

  it('shows the summary, lets the journal be changed, submits, then goes to /profile after 3 s', async () => {
    jest.useFakeTimers();
    const user = await open(userEvent.setup({ advanceTimers: jest.advanceTimersByTime, applyAccept: false }));
    await user.click(screen.getByRole('button', { name: new RegExp(civil.name) }));
    await user.upload(fileInput(), docx());
    const summary = screen.getByTestId('submit-summary');
    expect(summary).toHaveTextContent('Ready to submit');
    expect(summary).toHaveTextContent(civil.name);
    expect(summary).toHaveTextContent('Bridge Loads');

    await user.click(screen.getByRole('button', { name: 'Change Journal' }));
    const other = JOURNALS[9]!;
    await user.click(screen.getByRole('button', { name: new RegExp(other.name) }));

    let resolve!: (value: { success: boolean }) => void;
    mockedSubmit.mockReturnValue(new Promise((r) => (resolve = r)));
    await user.click(screen.getByRole('button', { name: 'Submit Paper' }));
    expect(screen.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    const [payload, token] = mockedSubmit.mock.calls[0]!;
    expect(token).toBe('jwt');
    expect(payload).toMatchObject({
      userEmail: 'ada@example.org',
      journalName: other.name,
      journalIcon: other.icon,
      paperTitle: 'Bridge Loads',
    });
    expect(payload.paperFile.name).toBe('Bridge Loads.docx');

    await act(async () => resolve({ success: true }));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Paper submitted successfully! You will receive a confirmation email shortly.',
    );
    expect(stepStates()).toEqual(['active', 'upcoming', 'upcoming']);
    act(() => jest.advanceTimersByTime(SUBMIT_REDIRECT_MS - 1));
    expect(screen.queryByTestId('route')).toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByTestId('route')).toHaveTextContent('at /profile');
  });

  it('shows the server message or the fallback when the submission fails', async () => {
    const user = await open();
    await user.click(screen.getByRole('button', { name: new RegExp(civil.name) }));
    await user.upload(fileInput(), docx());
    mockedSubmit.mockRejectedValueOnce(
      new ApiError(400, 'Bad Request', { success: false, message: 'File content is not a document' }),
    );
    await user.click(screen.getByRole('button', { name: 'Submit Paper' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('File content is not a document');
    mockedSubmit.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await user.click(screen.getByRole('button', { name: 'Submit Paper' }));
    expect(await screen.findByText('Failed to submit paper. Please try again.')).toBeInTheDocument();
  });

  it('lists the journals the service holds; a closed journal cannot be chosen, a new one sends its own icon', async () => {
    const fetchCalls = () => jest.mocked(global.fetch).mock.calls.map((call) => String(call[0]));
    const [first, ...rest] = seededJournals();
    mockPublicApi({
      journals: [
        { ...first!, acceptingSubmissions: false },
        ...rest,
        {
          ...rest[0]!,
          slug: 'marine-biology',
          name: 'Marine Biology',
          fullTitle: 'Lumina Journal of Marine Biology',
          abbreviation: 'LJMB',
          icon: '🧬',
          description: 'Oceans and the life in them.',
        },
      ],
    });
    const user = await open();
    const grid = screen.getByRole('group', { name: 'Journals' });
    expect(within(grid).getAllByRole('button')).toHaveLength(11);
    const closed = within(grid).getByRole('button', { name: new RegExp(first!.name) });
    expect(closed).toBeDisabled();
    expect(closed).toHaveTextContent(NOT_ACCEPTING_TEXT);
    mockedSubmit.mockResolvedValue({ success: true, message: 'ok' });
    await user.click(within(grid).getByRole('button', { name: /Marine Biology/ }));
    // The chosen journal's detail brings its icon (the list has none).
    await waitFor(() => expect(document.querySelector('.submit-chosen__icon path')).not.toBeNull());
    await waitFor(() => expect(fetchCalls()).toContain('/api/journals/marine-biology'));
    await user.upload(fileInput(), docx());
    await user.click(screen.getByRole('button', { name: 'Submit Paper' }));
    expect(mockedSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ journalName: 'Marine Biology', journalIcon: '🧬' }),
      'jwt',
    );
  });

  it('says so with Try again when the journals cannot be loaded', async () => {
    mockPublicApi({ failing: /^\/api\/journals$/ });
    renderRoute('/submit', <SubmitPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The journals could not be loaded.');
    mockPublicApi();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('group', { name: 'Journals' })).toBeInTheDocument();
  });
});
