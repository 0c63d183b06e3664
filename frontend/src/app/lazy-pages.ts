// Every page is its own chunk, downloaded when its route is first visited.
import { lazy } from 'react';

export const HomePage = lazy(() => import('../features/home/home.page'));
export const LoginPage = lazy(() => import('../features/auth/login.page'));
export const RegisterPage = lazy(() => import('../features/auth/register.page'));
export const ProfilePage = lazy(() => import('../features/profile/profile.page'));
export const SubmitPage = lazy(() => import('../features/submit/submit.page'));
export const AdminLoginPage = lazy(() => import('../features/admin/admin-login.page'));
export const AdminDashboardPage = lazy(() => import('../features/admin/admin-dashboard.page'));
export const SubmissionDetailPage = lazy(
  () => import('../features/submission-detail/submission-detail.page'),
);
export const ReviewInvitationPage = lazy(() => import('../features/review/review-invitation.page'));
export const JournalsDirectoryPage = lazy(() => import('../features/catalogue/journals-directory.page'));
export const JournalArchivePage = lazy(() => import('../features/publishing/journal-archive.page'));
export const ArticlePage = lazy(() => import('../features/publishing/article.page'));
export const JournalPage = lazy(() => import('../features/journals/journal.page'));
export const BooksPage = lazy(() => import('../features/catalogue/books.page'));
export const DatabasesPage = lazy(() => import('../features/catalogue/databases.page'));
export const PlatformsPage = lazy(() => import('../features/catalogue/platforms.page'));
export const PrivacyPage = lazy(() => import('../features/privacy/privacy.page'));
export const TestConnectionPage = lazy(() => import('../features/test-connection/test-connection.page'));
export const FooterPage = lazy(() => import('../features/footer-page/footer.page'));
