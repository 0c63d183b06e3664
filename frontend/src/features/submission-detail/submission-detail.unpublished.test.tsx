import { screen, within } from '@testing-library/react';
import { fetchSubmissionMails } from '../../api/mail.api';
import { connectRealtime } from '../../api/realtime';
import { fetchReviewerPool, fetchSubmissionDetail } from '../../api/review-admin.api';
import { renderAt } from '../../test-utils/render-at.test-util';
import { NOT_PUBLISHED_TEXT } from '../publishing/article-publishing-panel.component';
import { fetchAdminArticle } from '../publishing/publishing-admin.api';
import { detailFixture } from './submission-detail.fixtures.test-util';
import SubmissionDetailPage from './submission-detail.page';

jest.mock('../../api/review-admin.api', () => ({
  fetchSubmissionDetail: jest.fn(),
  inviteReviewer: jest.fn(),
  cancelInvitation: jest.fn(),
  recordDecision: jest.fn(),
  downloadVersion: jest.fn(),
  fetchReviewerPool: jest.fn(),
}));
jest.mock('../../api/mail.api', () => ({ fetchSubmissionMails: jest.fn(), resendMail: jest.fn() }));
jest.mock('../../api/realtime', () => ({ connectRealtime: jest.fn() }));
jest.mock('../publishing/publishing-admin.api', () => ({ fetchAdminArticle: jest.fn() }));
jest.mock('../publishing/publication-preparation.api', () => ({
  fetchPreparation: () =>
    Promise.resolve({ preparation: { status: 'under_review', licence: null, galley: null }, licences: [] }),
}));

const ID = '4f0c1a2b-0000-4000-8000-000000000001';

/**
 * The admin page of a paper that has no article asks the publishing service for none: before, every
 * such page asked `GET /api/admin/articles/{id}` and the server logged a 404 for it.
 */
describe('the admin page of an unpublished paper', () => {
  beforeEach(() => {
    jest.resetAllMocks();
    localStorage.clear();
    localStorage.setItem('adminAuthToken', 'admin-jwt');
    localStorage.setItem('userEmail', 'admin@journal.local');
    localStorage.setItem('adminRole', 'admin');
    jest.mocked(fetchSubmissionMails).mockResolvedValue({ success: true, data: [] });
    jest.mocked(fetchReviewerPool).mockResolvedValue({ success: true, data: { reviewers: [] } });
    jest.mocked(connectRealtime).mockReturnValue({ close: jest.fn() });
  });

  async function openPage() {
    renderAt(`/admin/submissions/${ID}`, <SubmissionDetailPage />, '/admin/submissions/:id');
    await screen.findByRole('heading', { level: 1, name: 'Molecular Configuration' });
  }

  it('says the paper is not published and never asks for its article', async () => {
    jest.mocked(fetchSubmissionDetail).mockResolvedValue({ success: true, data: detailFixture() });
    await openPage();
    const publication = screen.getByRole('region', { name: 'Publication' });
    expect(await within(publication).findByText(NOT_PUBLISHED_TEXT)).toBeInTheDocument();
    expect(fetchAdminArticle).not.toHaveBeenCalled();
  });

  it('asks for the article of a published paper', async () => {
    const published = detailFixture();
    published.submission.status = 'published';
    jest.mocked(fetchSubmissionDetail).mockResolvedValue({ success: true, data: published });
    jest.mocked(fetchAdminArticle).mockReturnValue(new Promise(() => {}));
    await openPage();
    expect(fetchAdminArticle).toHaveBeenCalledWith(ID, 'admin-jwt');
  });
});
