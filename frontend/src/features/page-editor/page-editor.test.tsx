import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchEditorialAccess } from '../../api/editorial.api';
import { fetchJournal } from '../../api/journals-admin.api';
import {
  createPage,
  deletePage,
  fetchPage,
  fetchPages,
  journalPages,
  publisherPages,
  sitePages,
  updatePage,
} from '../../api/pages.api';
import { renderAt } from '../../test-utils/render-at.test-util';
import {
  CIVIL,
  MANAGER_OF_CIVIL,
  fieldError,
  signInAsAdministrator,
  signInAsAuthor,
} from '../editorial/editorial.test-util';
import JournalPagesAdminPage from './journal-pages-admin.page';
import PublisherPagesAdminPage from './publisher-pages-admin.page';
import SitePagesAdminPage from './site-pages-admin.page';

jest.mock('../../api/pages.api', () => ({
  ...jest.requireActual('../../api/pages.api'),
  fetchPages: jest.fn(),
  fetchPage: jest.fn(),
  createPage: jest.fn(),
  updatePage: jest.fn(),
  deletePage: jest.fn(),
}));
jest.mock('../../api/journals-admin.api', () => ({
  ...jest.requireActual('../../api/journals-admin.api'),
  fetchJournal: jest.fn(),
}));
jest.mock('../../api/editorial.api', () => ({
  ...jest.requireActual('../../api/editorial.api'),
  fetchEditorialAccess: jest.fn(),
}));

const TERMS = { slug: 'terms', title: 'Terms and Conditions', body: '## Use\n\nBe kind.', html: '' };

const openSitePages = () => renderAt('/admin/pages', <SitePagesAdminPage />, '/admin/pages');

beforeEach(() => {
  jest.resetAllMocks();
  localStorage.clear();
  signInAsAdministrator();
  jest.mocked(fetchPages).mockResolvedValue([{ slug: 'terms', title: 'Terms and Conditions' }]);
  jest.mocked(fetchPage).mockResolvedValue(TERMS);
  jest.mocked(fetchJournal).mockResolvedValue(CIVIL);
});

describe('the site pages editor', () => {
  it('lists the pages with their addresses', async () => {
    openSitePages();
    expect(await screen.findByText('Terms and Conditions')).toBeInTheDocument();
    expect(screen.getByText('/terms')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View' })).toHaveAttribute('href', '/terms');
  });

  it('creates a page, previewing the Markdown as it is typed (sanitized)', async () => {
    jest.mocked(createPage).mockResolvedValue({ slug: 'about', title: 'About us', body: '## Who', html: '' });
    openSitePages();
    await userEvent.click(await screen.findByRole('button', { name: 'New page' }));
    await userEvent.type(screen.getByLabelText('Address'), 'about');
    await userEvent.type(screen.getByLabelText('Title'), 'About us');
    await userEvent.type(screen.getByLabelText('Text (Markdown)'), '## Who<script>x</script>');
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(within(preview).getByRole('heading', { level: 3, name: /Who/ })).toBeInTheDocument();
    expect(preview.querySelector('script')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Create page' }));
    expect(await screen.findByText('Page created')).toHaveAttribute('role', 'status');
    expect(createPage).toHaveBeenCalledWith(
      sitePages,
      { slug: 'about', title: 'About us', body: '## Who<script>x</script>' },
      'admin-jwt',
    );
  });

  it("shows the server's 409 beside the address", async () => {
    jest.mocked(createPage).mockRejectedValue(fieldError(409, 'This address is taken', 'slug'));
    openSitePages();
    await userEvent.click(await screen.findByRole('button', { name: 'New page' }));
    await userEvent.type(screen.getByLabelText('Address'), 'login');
    await userEvent.type(screen.getByLabelText('Title'), 'Login');
    await userEvent.type(screen.getByLabelText('Text (Markdown)'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Create page' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This address is taken');
    expect(screen.getByLabelText('Address')).toHaveAttribute('aria-invalid', 'true');
  });

  it('edits a page (its address cannot change) and saves title and text', async () => {
    jest.mocked(updatePage).mockResolvedValue({ ...TERMS, title: 'Terms of use' });
    openSitePages();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit: Terms and Conditions' }));
    const title = await screen.findByLabelText('Title');
    expect(title).toHaveValue('Terms and Conditions');
    expect(screen.queryByLabelText('Address')).toBeNull();
    expect(screen.getByLabelText('Text (Markdown)')).toHaveValue('## Use\n\nBe kind.');
    await userEvent.clear(title);
    await userEvent.type(title, 'Terms of use');
    await userEvent.click(screen.getByRole('button', { name: 'Save page' }));
    expect(await screen.findByText('Page saved')).toBeInTheDocument();
    expect(updatePage).toHaveBeenCalledWith(
      sitePages,
      'terms',
      { title: 'Terms of use', body: '## Use\n\nBe kind.' },
      'admin-jwt',
    );
  });

  it('deletes a page only after the confirmation', async () => {
    jest.mocked(deletePage).mockResolvedValue(undefined);
    openSitePages();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit: Terms and Conditions' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete page' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('Delete the page "Terms and Conditions"?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(deletePage).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Delete page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete it' }));
    await waitFor(() => expect(deletePage).toHaveBeenCalledWith(sitePages, 'terms', 'admin-jwt'));
    await waitFor(() => expect(screen.queryByLabelText('Title')).toBeNull());
  });

  it('refuses anyone but the administrator', async () => {
    localStorage.clear();
    signInAsAuthor();
    jest.mocked(fetchEditorialAccess).mockResolvedValue(MANAGER_OF_CIVIL);
    openSitePages();
    expect(await screen.findByRole('alert')).toHaveTextContent('Only the administrator can manage this.');
    expect(fetchPages).not.toHaveBeenCalled();
  });
});

describe("a journal's pages editor", () => {
  const open = (slug = 'civil-engineering') =>
    renderAt(`/admin/journals/${slug}/pages`, <JournalPagesAdminPage />, '/admin/journals/:slug/pages');

  it("lets the journal's manager add a page to that journal", async () => {
    localStorage.clear();
    signInAsAuthor();
    jest.mocked(fetchEditorialAccess).mockResolvedValue(MANAGER_OF_CIVIL);
    jest.mocked(fetchPages).mockResolvedValue([]);
    jest.mocked(createPage).mockResolvedValue({ slug: 'ethics', title: 'Ethics', body: 'Fair.', html: '' });
    open();
    expect(await screen.findByText('No pages yet.')).toBeInTheDocument();
    expect(fetchPages).toHaveBeenCalledWith(journalPages('civil-engineering'));
    await userEvent.click(screen.getByRole('button', { name: 'New page' }));
    await userEvent.type(screen.getByLabelText('Address'), 'ethics');
    await userEvent.type(screen.getByLabelText('Title'), 'Ethics');
    await userEvent.type(screen.getByLabelText('Text (Markdown)'), 'Fair.');
    await userEvent.click(screen.getByRole('button', { name: 'Create page' }));
    expect(await screen.findByText('Page created')).toBeInTheDocument();
    expect(createPage).toHaveBeenCalledWith(
      journalPages('civil-engineering'),
      { slug: 'ethics', title: 'Ethics', body: 'Fair.' },
      'author-jwt',
    );
  });

  it('links each page to its tab on the landing page', async () => {
    jest.mocked(fetchPages).mockResolvedValue([{ slug: 'ethics', title: 'Ethics' }]);
    open();
    expect(await screen.findByRole('link', { name: 'View' })).toHaveAttribute(
      'href',
      '/journals/civil-engineering/ethics',
    );
  });

  it('refuses an editor who does not manage the journal', async () => {
    localStorage.clear();
    signInAsAuthor();
    jest.mocked(fetchEditorialAccess).mockResolvedValue(MANAGER_OF_CIVIL);
    open('education');
    expect(await screen.findByRole('alert')).toHaveTextContent('You are not allowed to manage this journal');
  });
});

describe("the publisher's pages editor (issue 44 item 3)", () => {
  const openPublisherPages = () =>
    renderAt('/admin/publisher/pages', <PublisherPagesAdminPage />, '/admin/publisher/pages');
  const POLICIES = { slug: 'policies', title: 'Policies', body: 'Open access.', html: '' };

  it("lists the publisher's pages with the token, with no single address to view", async () => {
    jest.mocked(fetchPages).mockResolvedValue([{ slug: 'policies', title: 'Policies' }]);
    jest.mocked(createPage).mockResolvedValue({ slug: 'ethics', title: 'Ethics', body: 'Fair.', html: '' });
    openPublisherPages();
    expect(await screen.findByText('Every journal: /journals/{journal}/policies')).toBeInTheDocument();
    expect(fetchPages).toHaveBeenCalledWith(publisherPages('admin-jwt'));
    expect(screen.queryByRole('link', { name: 'View' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'New page' }));
    await userEvent.type(screen.getByLabelText('Address'), 'ethics');
    await userEvent.type(screen.getByLabelText('Title'), 'Ethics');
    await userEvent.type(screen.getByLabelText('Text (Markdown)'), 'Fair.');
    await userEvent.click(screen.getByRole('button', { name: 'Create page' }));
    expect(await screen.findByText('Page created')).toBeInTheDocument();
    expect(createPage).toHaveBeenCalledWith(
      publisherPages('admin-jwt'),
      { slug: 'ethics', title: 'Ethics', body: 'Fair.' },
      'admin-jwt',
    );
  });

  it('refuses a journal manager', async () => {
    localStorage.clear();
    signInAsAuthor();
    jest.mocked(fetchEditorialAccess).mockResolvedValue(MANAGER_OF_CIVIL);
    jest.mocked(fetchPage).mockResolvedValue(POLICIES);
    openPublisherPages();
    expect(await screen.findByRole('alert')).toHaveTextContent('Only the administrator can manage this.');
    expect(fetchPages).not.toHaveBeenCalled();
  });
});

describe("a journal's pages beside the publisher's (issue 44 item 3)", () => {
  const open = () =>
    renderAt(
      '/admin/journals/civil-engineering/pages',
      <JournalPagesAdminPage />,
      '/admin/journals/:slug/pages',
    );
  const PUBLISHER = { title: 'Policies', body: 'Our open-access policy.' };

  it('marks inherited and overridden pages, and a page of its own alone not at all', async () => {
    jest.mocked(fetchPages).mockResolvedValue([
      { slug: 'policies', title: 'Policies', inherited: false },
      { slug: 'ethics', title: 'Ethics' },
      { slug: 'guidelines', title: 'Guidelines', inherited: true },
    ]);
    open();
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => item.querySelector('.editorial-list__title')?.textContent)).toEqual([
      'Policies (overridden)',
      'Ethics ',
      'Guidelines (inherited from the publisher)',
    ]);
  });

  it("saves an inherited page as the journal's own, with no delete", async () => {
    jest.mocked(fetchPages).mockResolvedValue([{ slug: 'policies', title: 'Policies', inherited: true }]);
    jest.mocked(fetchPage).mockResolvedValue({ slug: 'policies', ...PUBLISHER, html: '', inherited: true });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit: Policies' }));
    expect(await screen.findByRole('note')).toHaveTextContent("This is the publisher's page");
    expect(screen.queryByRole('button', { name: 'Delete page' })).toBeNull();
    expect(screen.queryByRole('group', { name: /Text of/ })).toBeNull();
  });

  it("shows an override beside the publisher's text and drops it", async () => {
    const own = { slug: 'policies', title: 'Policies', body: 'Our own policy.', html: '' };
    jest.mocked(fetchPages).mockResolvedValue([{ slug: 'policies', title: 'Policies', inherited: false }]);
    jest
      .mocked(fetchPage)
      .mockResolvedValueOnce({ ...own, inherited: false, publisher: PUBLISHER })
      .mockResolvedValue({ slug: 'policies', ...PUBLISHER, html: '', inherited: true });
    jest.mocked(deletePage).mockResolvedValue(undefined);
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit: Policies' }));
    const body = await screen.findByRole('group', { name: 'Text of Policies' });
    const theirs = within(body).getByRole('figure', { name: /the publisher's text/ });
    const ours = within(body).getByRole('figure', { name: /this journal's text/ });
    expect(theirs.querySelector('pre')).toHaveTextContent('Our open-access policy.');
    expect([...theirs.querySelectorAll('del')].map((d) => d.textContent)).toEqual(['open-access']);
    expect([...ours.querySelectorAll('ins')].map((d) => d.textContent)).toEqual(['own']);
    expect(screen.queryByRole('group', { name: 'Title of Policies' })).toBeNull(); // the same title
    expect(screen.queryByRole('button', { name: 'Delete page' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: "Use the publisher's page" }));
    await waitFor(() =>
      expect(deletePage).toHaveBeenCalledWith(journalPages('civil-engineering'), 'policies', 'admin-jwt'),
    );
    expect(await screen.findByText("The publisher's page is shown again.")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Text (Markdown)')).toHaveValue(PUBLISHER.body));
    expect(screen.queryByRole('group', { name: 'Text of Policies' })).toBeNull();
  });
});
