// Every page is its own chunk, downloaded when its route is first visited.
import { lazy } from 'react';

export const HomePage = lazy(() => import('../features/home/home.page'));
export const LoginPage = lazy(() => import('../features/auth/login.page'));
export const RegisterPage = lazy(() => import('../features/auth/register.page'));
export const ForgotPasswordPage = lazy(() => import('../features/auth/forgot-password.page'));
export const ResetPasswordPage = lazy(() => import('../features/auth/reset-password.page'));
export const ProfilePage = lazy(() => import('../features/profile/profile.page'));
export const SubmitPage = lazy(() => import('../features/submit/submit.page'));
export const AdminLoginPage = lazy(() => import('../features/admin/admin-login.page'));
export const AdminDashboardPage = lazy(() => import('../features/admin/admin-dashboard.page'));
export const JournalsAdminPage = lazy(() => import('../features/editorial/journals.page'));
export const JournalSettingsPage = lazy(() => import('../features/editorial/journal-settings.page'));
export const JournalTeamPage = lazy(() => import('../features/editorial/team.page'));
export const JournalBoardPage = lazy(() => import('../features/editorial/board.page'));
export const CataloguesAdminPage = lazy(() => import('../features/editorial/catalogues.page'));
export const SiteSettingsPage = lazy(() => import('../features/site-settings/site-settings.page'));
export const SubmissionDetailPage = lazy(
  () => import('../features/submission-detail/submission-detail.page'),
);
export const ReviewInvitationPage = lazy(() => import('../features/review/review-invitation.page'));
export const JournalsDirectoryPage = lazy(() => import('../features/catalogue/journals-directory.page'));
export const JournalArchivePage = lazy(() => import('../features/publishing/journal-archive.page'));
const loadArticlePage = () => import('../features/publishing/article.page');
// On the server-rendered article page (it embeds #article-data) the SPA starts with this chunk: fetch it
// alongside the entry instead of after the first render asks for it (one round trip less on a phone).
if (typeof document !== 'undefined' && document.getElementById('article-data')) void loadArticlePage();
export const ArticlePage = lazy(loadArticlePage);
export const JournalPage = lazy(() => import('../features/journals/journal.page'));
export const BooksPage = lazy(() => import('../features/catalogue/books.page'));
export const DatabasesPage = lazy(() => import('../features/catalogue/databases.page'));
export const PlatformsPage = lazy(() => import('../features/catalogue/platforms.page'));
export const PrivacyPage = lazy(() => import('../features/privacy/privacy.page'));
export const TestConnectionPage = lazy(() => import('../features/test-connection/test-connection.page'));
export const FooterPage = lazy(() => import('../features/footer-page/footer.page'));
export const SitePage = lazy(() => import('../features/site-pages/site-page.page'));
export const SitePageRoute = lazy(() => import('../features/site-pages/site-page-route.component'));
export const SitePagesAdminPage = lazy(() => import('../features/page-editor/site-pages-admin.page'));
export const JournalPagesAdminPage = lazy(() => import('../features/page-editor/journal-pages-admin.page'));
export const PublisherPagesAdminPage = lazy(
  () => import('../features/page-editor/publisher-pages-admin.page'),
);
export const AnalyticsPage = lazy(() => import('../features/analytics/analytics.page'));
export const PublisherAnalyticsPage = lazy(
  () => import('../features/publisher-figures/publisher-analytics.page'),
);
export const JournalFiguresPage = lazy(() => import('../features/publisher-figures/journal-figures.page'));
export const UsersAdminPage = lazy(() => import('../features/users/users.page'));
// Issue 31: the author's proof of the converted full text.
export const ProofPage = lazy(() => import('../features/proof/proof.page'));
export const ProofLinkPage = lazy(() => import('../features/proof/proof-link.page'));
export const OrcidInvitationPage = lazy(() => import('../features/orcid-invitation/orcid-invitation.page'));
// Issue 30: a journal's published issues and an issue's table of contents.
export const JournalIssuesPage = lazy(() => import('../features/publishing/journal-issues.page'));
export const IssuePage = lazy(() => import('../features/publishing/issue.page'));
export const SearchPage = lazy(() => import('../features/publishing/search.page'));
export const MailTemplatesPage = lazy(() => import('../features/editorial/mail-templates.page'));
export const ReviewFormPage = lazy(() => import('../features/editorial/review-form.page'));
export const ChecklistPage = lazy(() => import('../features/editorial/checklist.page'));
export const SectionsPage = lazy(() => import('../features/sections/sections.page'));
export const IndexingPage = lazy(() => import('../features/deposits/indexing.page'));
export const IssuesAdminPage = lazy(() => import('../features/issues/issues.page'));
