// The route table of SPEC section 2: /footer stands alone, every other page sits in the common layout,
// the site's own pages come from the journals service, and any unknown path goes back to /.
import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { Layout } from '../components/layout/layout.component';
import { SITE_PAGE_SLUGS } from '../api/pages.api';
import { PageLoader } from '../components/ui/page-loader.component';
import { JournalRoute } from './journal-route.component';
import * as Pages from './lazy-pages';

export function AppRoutes() {
  return (
    <Routes>
      <Route
        path="/footer"
        element={
          <Suspense fallback={<PageLoader />}>
            <Pages.FooterPage />
          </Suspense>
        }
      />
      <Route element={<Layout />}>
        <Route index element={<Pages.HomePage />} />
        <Route path="login" element={<Pages.LoginPage />} />
        <Route path="register" element={<Pages.RegisterPage />} />
        <Route path="forgot-password" element={<Pages.ForgotPasswordPage />} />
        <Route path="reset-password" element={<Pages.ResetPasswordPage />} />
        <Route path="profile" element={<Pages.ProfilePage />} />
        <Route path="submit" element={<Pages.SubmitPage />} />
        <Route path="journals" element={<Pages.JournalsDirectoryPage />} />
        <Route path="journals/:journalId" element={<JournalRoute />} />
        <Route path="journals/:journalId/articles" element={<Pages.JournalArchivePage />} />
        {/* Issue 44 item 5: the journal's public "Our figures", on its manager's switch. */}
        <Route path="journals/:journalId/figures" element={<Pages.JournalFiguresPage />} />
        {/* Issue 41: a journal's own pages, tabs of its landing page. */}
        <Route path="journals/:journalId/:page" element={<JournalRoute />} />
        {/* Issue 30: issues and tables of contents (also rendered on the server for crawlers). */}
        <Route path="journals/:journalId/issues" element={<Pages.JournalIssuesPage />} />
        <Route path="journals/:journalId/issues/:volume/:number" element={<Pages.IssuePage />} />
        <Route path="search" element={<Pages.SearchPage />} />
        <Route path="articles/:articleId" element={<Pages.ArticlePage />} />
        <Route path="submissions/:id/proof" element={<Pages.ProofPage />} />
        {/* Issue 42: a co-author's proof link, without an account. */}
        <Route path="proofs/:token" element={<Pages.ProofLinkPage />} />
        {/* Issue 43: a co-author's ORCID invitation (and where ORCID sends them back), without an account. */}
        <Route path="orcid-invitation" element={<Pages.OrcidInvitationPage />} />
        <Route path="orcid-invitation/:token" element={<Pages.OrcidInvitationPage />} />
        <Route path="books" element={<Pages.BooksPage />} />
        <Route path="databases" element={<Pages.DatabasesPage />} />
        <Route path="platforms" element={<Pages.PlatformsPage />} />
        <Route path="admin" element={<Pages.AdminDashboardPage />} />
        <Route path="admin/submissions/:id" element={<Pages.SubmissionDetailPage />} />
        <Route path="admin/journals" element={<Pages.JournalsAdminPage />} />
        <Route path="admin/journals/:slug" element={<Pages.JournalSettingsPage />} />
        <Route path="admin/journals/:slug/team" element={<Pages.JournalTeamPage />} />
        <Route path="admin/journals/:slug/board" element={<Pages.JournalBoardPage />} />
        <Route path="admin/journals/:slug/mail-templates" element={<Pages.MailTemplatesPage />} />
        <Route path="admin/journals/:slug/review-form" element={<Pages.ReviewFormPage />} />
        <Route path="admin/journals/:slug/checklist" element={<Pages.ChecklistPage />} />
        <Route path="admin/journals/:slug/sections" element={<Pages.SectionsPage />} />
        <Route path="admin/journals/:slug/indexing" element={<Pages.IndexingPage />} />
        <Route path="admin/journals/:slug/issues" element={<Pages.IssuesAdminPage />} />
        <Route path="admin/catalogues" element={<Navigate to="/admin/catalogues/directory" replace />} />
        <Route path="admin/catalogues/:kind" element={<Pages.CataloguesAdminPage />} />
        <Route path="admin/analytics" element={<Pages.AnalyticsPage />} />
        <Route path="admin/publisher" element={<Pages.PublisherAnalyticsPage />} />
        <Route path="admin/users" element={<Pages.UsersAdminPage />} />
        <Route path="admin/site" element={<Pages.SiteSettingsPage />} />
        <Route path="review/:token" element={<Pages.ReviewInvitationPage />} />
        <Route path="admin-login" element={<Pages.AdminLoginPage />} />
        <Route path="test-connection" element={<Pages.TestConnectionPage />} />
        <Route path="privacy" element={<Pages.PrivacyPage />} />
        <Route path="pages/:slug" element={<Pages.SitePageRoute />} />
        <Route path="admin/pages" element={<Pages.SitePagesAdminPage />} />
        <Route path="admin/publisher/pages" element={<Pages.PublisherPagesAdminPage />} />
        <Route path="admin/journals/:slug/pages" element={<Pages.JournalPagesAdminPage />} />
        {SITE_PAGE_SLUGS.map((slug) => (
          <Route key={slug} path={slug} element={<Pages.SitePage key={slug} slug={slug} />} />
        ))}
        <Route path="*" element={<Navigate to="/" replace />} />
      </Route>
    </Routes>
  );
}
