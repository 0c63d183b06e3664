import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderAt } from '../../test-utils/render-at.test-util';
import ProofPage from './proof.page';
import { answerProof, fetchProof, type ProofRead } from './proof.api';

jest.mock('./proof.api', () => ({ fetchProof: jest.fn(), answerProof: jest.fn() }));
jest.mock('../../api/session', () => ({
  ...jest.requireActual('../../api/session'),
  getToken: () => 'author-token',
}));
const fetchMock = fetchProof as jest.MockedFunction<typeof fetchProof>;
const answerMock = answerProof as jest.MockedFunction<typeof answerProof>;

const READ: ProofRead = {
  proof: { status: 'sent' },
  paper: {
    title: 'Carbon in Baltic seagrass meadows',
    abstract: 'Seagrass stores carbon.',
    keywords: ['seagrass'],
    authors: [
      { given_names: 'Rosa', family_name: 'Hartmann', affiliation: 'University of Kiel', orcid: null },
    ],
    journal: { id: 'applied-science', name: 'Applied Science' },
    licence: 'CC BY-SA 4.0',
    licence_url: 'https://creativecommons.org/licenses/by-sa/4.0/',
  },
  html: '<div class="fulltext"><section id="sec-1"><h2>Introduction</h2></section></div>',
};

afterEach(() => jest.resetAllMocks());

it("shows the signed-in author's proof with its metadata and confirms the answer where the form was", async () => {
  fetchMock.mockResolvedValueOnce(READ).mockResolvedValue({ ...READ, proof: { status: 'approved' } });
  answerMock.mockResolvedValue({ status: 'approved' });
  renderAt('/submissions/p1/proof', <ProofPage />, '/submissions/:id/proof');
  await screen.findByRole('heading', { name: 'Carbon in Baltic seagrass meadows' }, { timeout: 5_000 });
  expect(screen.getByText('University of Kiel')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'CC BY-SA 4.0' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Introduction' })).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Approve proof' }));
  await screen.findByText('You approved this proof. Thank you.', {}, { timeout: 5_000 });
  expect(answerMock).toHaveBeenCalledWith('p1', { decision: 'approve' });
  await waitFor(() =>
    expect(screen.getByText('Thank you: your answer has been sent to the editor.')).toBeInTheDocument(),
  );
  expect(screen.queryByRole('button', { name: 'Approve proof' })).not.toBeInTheDocument();
});
