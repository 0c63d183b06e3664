import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchJournal } from '../../api/journals-admin.api';
import {
  fetchMailTemplates,
  previewMailTemplate,
  resetMailTemplate,
  saveMailTemplate,
  type MailTemplate,
} from '../../api/mail-templates.api';
import { renderAt } from '../../test-utils/render-at.test-util';
import { CIVIL, refusal, signInAsAdministrator } from './editorial.test-util';
import MailTemplatesPage from './mail-templates.page';

jest.mock('../../api/journals-admin.api', () => ({
  ...jest.requireActual('../../api/journals-admin.api'),
  fetchJournal: jest.fn(),
}));
jest.mock('../../api/editorial.api', () => ({
  ...jest.requireActual('../../api/editorial.api'),
  fetchEditorialAccess: jest.fn(),
}));
jest.mock('../../api/mail-templates.api', () => ({
  ...jest.requireActual('../../api/mail-templates.api'),
  fetchMailTemplates: jest.fn(),
  saveMailTemplate: jest.fn(),
  resetMailTemplate: jest.fn(),
  previewMailTemplate: jest.fn(),
}));

const CONFIRMATION: MailTemplate = {
  key: 'submission-confirmation',
  kind: 'submission-confirmation',
  subject: 'Submission received: "{{paperTitle}}"',
  body: 'Dear {{name}},\n\nWe have received your paper.',
  variables: ['name', 'paperTitle'],
  placeholders: ['name', 'paperTitle'],
  isDefault: true,
};
const PUBLISHED: MailTemplate = {
  key: 'article-published',
  kind: 'article-published',
  subject: 'Out now: {{paperTitle}}',
  body: 'Read it at {{articleUrl}}',
  variables: ['paperTitle', 'articleUrl'],
  placeholders: ['paperTitle', 'articleUrl'],
  isDefault: false,
};

function open() {
  return renderAt(
    '/admin/journals/civil-engineering/mail-templates',
    <MailTemplatesPage />,
    '/admin/journals/:slug/mail-templates',
  );
}
const panel = async (name: string) =>
  // The first render of a run waits for the page's lazy chunks: more than the default second on a busy machine.
  (await screen.findByRole('heading', { name: new RegExp(name) }, { timeout: 5_000 })).closest('section')!;

beforeEach(() => {
  jest.resetAllMocks();
  localStorage.clear();
  signInAsAdministrator();
  jest.mocked(fetchJournal).mockResolvedValue(CIVIL);
  jest.mocked(fetchMailTemplates).mockResolvedValue([CONFIRMATION, PUBLISHED]);
});

describe('MailTemplatesPage', () => {
  it('shows each mail with its wording, its placeholders and whether it is the default', async () => {
    open();
    const confirmation = await panel('Submission received');
    expect(confirmation).toHaveTextContent('(default)');
    expect(within(confirmation).getByLabelText('Subject')).toHaveValue(CONFIRMATION.subject);
    expect(within(confirmation).getByLabelText('Body')).toHaveAccessibleDescription(
      'Variables: {{name}}, {{paperTitle}}',
    );
    expect(within(confirmation).queryByRole('button', { name: 'Restore default' })).not.toBeInTheDocument();
    const published = await panel('Published');
    expect(published).not.toHaveTextContent('(default)');
    expect(within(published).getByRole('button', { name: 'Restore default' })).toBeInTheDocument();
    expect(fetchMailTemplates).toHaveBeenCalledWith('civil-engineering', 'admin-jwt');
  });

  it('saves the edited wording, and shows the server’s refusal of an unknown placeholder', async () => {
    jest.mocked(saveMailTemplate).mockRejectedValueOnce(refusal(400, 'Unknown variable {{doi}}'));
    open();
    const confirmation = await panel('Submission received');
    const subject = within(confirmation).getByLabelText('Subject');
    await userEvent.clear(subject);
    await userEvent.type(subject, 'Thanks {{{{doi}}');
    await userEvent.click(within(confirmation).getByRole('button', { name: 'Save' }));
    expect(await within(confirmation).findByRole('alert')).toHaveTextContent('Unknown variable {{doi}}');
    jest.mocked(saveMailTemplate).mockResolvedValue({ success: true });
    await userEvent.clear(subject);
    await userEvent.type(subject, 'Thanks for {{{{paperTitle}}');
    await userEvent.click(within(confirmation).getByRole('button', { name: 'Save' }));
    expect(await within(confirmation).findByRole('status')).toHaveTextContent('Saved');
    expect(saveMailTemplate).toHaveBeenLastCalledWith(
      'civil-engineering',
      'submission-confirmation',
      { subject: 'Thanks for {{paperTitle}}', body: CONFIRMATION.body },
      'admin-jwt',
    );
  });

  it('keeps the "Saved" notice while the list reloads, and takes a restored default from the server', async () => {
    const SAVED = { ...CONFIRMATION, subject: 'Thanks for {{paperTitle}}', isDefault: false };
    jest
      .mocked(fetchMailTemplates)
      .mockResolvedValueOnce([CONFIRMATION, PUBLISHED])
      .mockResolvedValueOnce([SAVED, PUBLISHED])
      .mockResolvedValue([CONFIRMATION, PUBLISHED]);
    jest.mocked(saveMailTemplate).mockResolvedValue({ success: true });
    jest.mocked(resetMailTemplate).mockResolvedValue({ success: true });
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    open();
    const confirmation = await panel('Submission received');
    const subject = within(confirmation).getByLabelText('Subject');
    await userEvent.clear(subject);
    await userEvent.type(subject, 'Thanks for {{{{paperTitle}}');
    await userEvent.click(within(confirmation).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(confirmation).not.toHaveTextContent('(default)'));
    expect(within(confirmation).getByRole('status')).toHaveTextContent('Saved');
    await userEvent.click(within(confirmation).getByRole('button', { name: 'Restore default' }));
    await waitFor(() => expect(subject).toHaveValue(CONFIRMATION.subject));
    expect(confirmation).toHaveTextContent('(default)');
  });

  it('previews the draft with sample data, and restores a default after confirmation', async () => {
    jest.mocked(previewMailTemplate).mockResolvedValue({
      subject: 'Out now: Notes on the Analytical Engine',
      text: 'Read it at https://journals.example.org/articles/sample',
      html: '<p>…</p>',
    });
    jest.mocked(resetMailTemplate).mockResolvedValue({ success: true });
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    open();
    const published = await panel('Published');
    await userEvent.click(within(published).getByRole('button', { name: 'Preview' }));
    const preview = await within(published).findByRole('figure', { name: 'Preview of Published' });
    expect(preview).toHaveTextContent('Out now: Notes on the Analytical Engine');
    expect(preview).toHaveTextContent('Read it at https://journals.example.org/articles/sample');
    await userEvent.click(within(published).getByRole('button', { name: 'Restore default' }));
    expect(window.confirm).toHaveBeenCalledWith('Restore the default wording of the "Published" mail?');
    expect(resetMailTemplate).toHaveBeenCalledWith('civil-engineering', 'article-published', 'admin-jwt');
  });

  it('lists every mail under whom it goes to, with its variables and the link it must keep', async () => {
    const INVITATION: MailTemplate = {
      key: 'reviewer-invitation',
      kind: 'review-invitation',
      subject: 'Invitation to review "{{paperTitle}}"',
      body: 'Dear {{name}},\n\n{{reviewUrl}}',
      variables: ['name', 'paperTitle', 'reviewUrl'],
      placeholders: ['name', 'paperTitle', 'reviewUrl'],
      required: ['reviewUrl'],
      isDefault: true,
    };
    const LATER: MailTemplate = { ...PUBLISHED, key: 'metadata-change', kind: 'metadata-change' };
    jest.mocked(fetchMailTemplates).mockResolvedValue([CONFIRMATION, INVITATION, LATER]);
    jest.mocked(previewMailTemplate).mockResolvedValue({
      subject: 'Invitation to review "Notes on the Analytical Engine"',
      text: 'Dear Charles Babbage,\n\nhttps://journals.example.org/review/sample',
      html: '<p>…</p>',
    });
    open();
    const reviewers = await screen.findByRole('region', { name: 'To reviewers' });
    const invitation = within(reviewers)
      .getByRole('heading', { name: /Reviewer invitation/ })
      .closest('section')!;
    expect(within(invitation).getByLabelText('Body')).toHaveAccessibleDescription(
      "Variables: {{name}}, {{paperTitle}}, {{reviewUrl}}. Keep {{reviewUrl}}: it is the mail's link.",
    );
    await userEvent.click(within(invitation).getByRole('button', { name: 'Preview' }));
    expect(
      await within(invitation).findByRole('figure', { name: 'Preview of Reviewer invitation' }),
    ).toHaveTextContent('Dear Charles Babbage,');
    expect(previewMailTemplate).toHaveBeenCalledWith(
      'civil-engineering',
      'reviewer-invitation',
      { subject: INVITATION.subject, body: INVITATION.body },
      'admin-jwt',
    );
    // A template this screen has no name for yet is still listed, by its key.
    const other = screen.getByRole('region', { name: 'Other mails' });
    expect(within(other).getByRole('heading', { name: /metadata-change/ })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'To authors' })).toHaveTextContent('Submission received');
  });
});
