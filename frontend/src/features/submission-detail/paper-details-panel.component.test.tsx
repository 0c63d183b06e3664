import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../api/api-error';
import {
  correctMetadata,
  fetchEditableMetadata,
  type MetadataAnswer,
} from '../../api/metadata-corrections.api';
import { renderAt } from '../../test-utils/render-at.test-util';
import { PaperDetailsPanel } from './paper-details-panel.component';

jest.mock('../../api/metadata-corrections.api', () => ({
  fetchEditableMetadata: jest.fn(),
  correctMetadata: jest.fn(),
}));

const admin = { email: 'eddie@example.org', token: 'x.y.z' };
const mockedFetch = jest.mocked(fetchEditableMetadata);
const mockedCorrect = jest.mocked(correctMetadata);

const answer = (over: Partial<MetadataAnswer['data']> = {}): MetadataAnswer => ({
  success: true,
  data: {
    metadata: {
      paperTitle: 'Seagrass Meadows',
      abstract: 'An abstract.',
      keywords: ['seagrass'],
      coAuthors: [
        {
          givenNames: 'Jonas',
          familyName: 'Weber',
          email: 'jonas@example.de',
          affiliation: 'Kiel University',
          orcid: null,
        },
      ],
      authorAffiliation: 'GEOMAR',
      authorOrcid: null,
      status: 'published',
      version: 4,
    },
    versions: [],
    ...over,
  },
});

function renderPanel(onSaved = jest.fn()) {
  renderAt(
    '/',
    <PaperDetailsPanel submissionId="p1" authorEmail="rosa@example.de" admin={admin} onSaved={onSaved} />,
  );
  return onSaved;
}

describe('PaperDetailsPanel (issue 42 item 3)', () => {
  beforeEach(() => jest.resetAllMocks());

  it("edits with the author's fields, saves with PUT and lists the correction", async () => {
    mockedFetch.mockResolvedValue(answer());
    const corrected = answer({
      versions: [
        {
          version: 5,
          changed_at: '2026-12-03T10:00:00.000Z',
          changed_by: { name: 'Eddie Editor', email: admin.email, role: 'editor' },
          changes: [
            { field: 'paperTitle', before: 'Seagrass Meadows', after: 'Seagrass Meadows of Kiel' },
            { field: 'abstract', before: 'An abstract.', after: 'A better abstract.' },
          ],
        },
      ],
    });
    corrected.message = 'Paper details corrected';
    mockedCorrect.mockResolvedValue(corrected);
    const onSaved = renderPanel();
    expect(await screen.findByTestId('paper-details-title')).toHaveTextContent('Seagrass Meadows');
    expect(screen.getByText('No corrections by the editors yet')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const form = screen.getByRole('form', { name: 'Edit paper details' });
    const title = within(form).getByLabelText('Paper title');
    expect(title).toHaveValue('Seagrass Meadows');
    expect(within(form).getByLabelText("Author's affiliation (optional)")).toHaveValue('GEOMAR');
    await user.clear(title);
    await user.type(title, 'Seagrass Meadows of Kiel');
    const abstract = within(form).getByLabelText('Abstract (optional)');
    await user.clear(abstract);
    await user.type(abstract, 'A better abstract.');
    await user.click(within(form).getByRole('button', { name: 'Save details' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(mockedCorrect).toHaveBeenCalledWith(
      'p1',
      expect.objectContaining({
        paperTitle: 'Seagrass Meadows of Kiel',
        abstract: 'A better abstract.',
        keywords: ['seagrass'],
        coAuthors: [expect.objectContaining({ email: 'jonas@example.de', affiliation: 'Kiel University' })],
        authorAffiliation: 'GEOMAR',
        authorOrcid: '',
      }),
      admin,
    );
    expect(screen.getByText('Paper details corrected')).toHaveAttribute('role', 'status');
    const history = screen.getByRole('list', { name: 'Corrections of the paper details' });
    expect(history).toHaveTextContent('Corrected · title, abstract (Eddie Editor, editor)');
  });

  it("marks the field the server's 400 names", async () => {
    mockedFetch.mockResolvedValue(answer());
    mockedCorrect.mockRejectedValue(
      new ApiError(400, 'Bad Request', {
        success: false,
        message: 'Please enter a valid ORCID iD',
        field: 'authorOrcid',
      }),
    );
    renderPanel();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const orcid = screen.getByLabelText("Author's ORCID iD (optional)");
    await user.type(orcid, '0000-0000-0000-0000');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid ORCID iD');
    await waitFor(() => expect(orcid).toHaveAttribute('aria-invalid', 'true'));
    expect(orcid.parentElement).toHaveTextContent('Please enter a valid ORCID iD');
  });
});
