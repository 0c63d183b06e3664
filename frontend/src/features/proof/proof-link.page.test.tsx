import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError } from '../../api/client';
import { renderAt } from '../../test-utils/render-at.test-util';
import ProofLinkPage from './proof-link.page';
import { answerProofByLink, fetchProofByLink, type ProofRead } from './proof.api';

jest.mock('./proof.api', () => ({ fetchProofByLink: jest.fn(), answerProofByLink: jest.fn() }));
const fetchMock = fetchProofByLink as jest.MockedFunction<typeof fetchProofByLink>;
const answerMock = answerProofByLink as jest.MockedFunction<typeof answerProofByLink>;

const TOKEN = 'a'.repeat(43);
const READ: ProofRead = {
  proof: { status: 'sent' },
  paper: {
    title: 'Carbon in Baltic seagrass meadows',
    abstract: 'Seagrass stores carbon.\nIn sediments.',
    keywords: ['seagrass', 'blue carbon'],
    authors: [
      { given_names: 'Rosa', family_name: 'Hartmann', affiliation: null, orcid: null },
      {
        given_names: 'Jonas',
        family_name: 'Weber',
        affiliation: 'University of Kiel',
        orcid: '0000-0002-1694-233X',
      },
    ],
    journal: { id: 'applied-science', name: 'Applied Science' },
    licence: 'CC BY 4.0',
    licence_url: 'https://creativecommons.org/licenses/by/4.0/',
  },
  html: '<div class="fulltext"><section id="references"><h2>References</h2><ol><li>Duarte 2013.</li></ol></section></div>',
};

const renderPage = () => renderAt(`/proofs/${TOKEN}`, <ProofLinkPage />, '/proofs/:token');

afterEach(() => jest.resetAllMocks());

it('shows the proof as it will be published, without signing in, and no section when there is none', async () => {
  fetchMock.mockResolvedValue(READ);
  renderPage();
  await screen.findByRole('heading', { name: 'Carbon in Baltic seagrass meadows' }, { timeout: 5_000 });
  expect(fetchMock).toHaveBeenCalledWith(TOKEN);
  expect(screen.getByTestId('location')).toHaveTextContent(`/proofs/${TOKEN}`);
  expect(screen.getByText('University of Kiel')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'ORCID iD of Jonas Weber: 0000-0002-1694-233X' })).toHaveAttribute(
    'href',
    'https://orcid.org/0000-0002-1694-233X',
  );
  expect(screen.getByText('In sediments.')).toBeInTheDocument();
  expect(screen.getByText('blue carbon')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'CC BY 4.0' })).toHaveAttribute('rel', 'license');
  expect(screen.getByRole('heading', { name: 'References' })).toBeInTheDocument();
  expect(screen.queryByText('Section')).not.toBeInTheDocument();
});

it('shows the section when the proof carries one', async () => {
  fetchMock.mockResolvedValue({
    ...READ,
    paper: { ...READ.paper!, section: { title: 'Research articles' } },
  });
  renderPage();
  expect(await screen.findByText('Research articles', {}, { timeout: 5_000 })).toBeInTheDocument();
  expect(screen.getByText('Section')).toBeInTheDocument();
});

it('sends the answer through the link and keeps it, without reading the used link again', async () => {
  fetchMock.mockResolvedValue(READ);
  answerMock.mockResolvedValue({ status: 'corrections', corrections: 'Fig. 2' });
  renderPage();
  fireEvent.change(await screen.findByLabelText('Corrections', {}, { timeout: 5_000 }), {
    target: { value: 'Fig. 2' },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Send corrections' }));
  await waitFor(() =>
    expect(screen.getByText('Your corrections were sent to the editor.')).toHaveClass('proof__status'),
  );
  // Where the form was (the reader is at the end of the proof), the answer is confirmed too.
  expect(screen.getByText('Thank you: your answer has been sent to the editor.')).toBeInTheDocument();
  expect(answerMock).toHaveBeenCalledWith(TOKEN, { decision: 'corrections', corrections: 'Fig. 2' });
  expect(screen.queryByRole('button', { name: 'Approve proof' })).not.toBeInTheDocument();
  expect(fetchMock).toHaveBeenCalledTimes(1);
});

it("says why a link is refused, in the server's words", async () => {
  fetchMock.mockRejectedValue(
    new ApiError(410, 'Gone', {
      success: false,
      message: 'This proof link has expired. Please ask the editor for a new one.',
    }),
  );
  renderPage();
  expect(await screen.findByRole('alert', {}, { timeout: 5_000 })).toHaveTextContent(
    'This proof link has expired.',
  );
});
