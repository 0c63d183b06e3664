import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { uploadAnonymousVersion } from '../../api/review-admin.api';
import { AnonymityPanel } from './anonymity-panel.component';

jest.mock('../../api/review-admin.api', () => ({ uploadAnonymousVersion: jest.fn() }));
const mockedUpload = jest.mocked(uploadAnonymousVersion);
const ADMIN = { email: 'admin@journal.local', token: 'admin-jwt' };
const ID = '4f0c1a2b-0000-4000-8000-000000000001';

describe('AnonymityPanel (issue 26)', () => {
  it('lists every finding in a warning, with its place', () => {
    render(
      <AnonymityPanel
        submissionId={ID}
        admin={ADMIN}
        onUploaded={jest.fn()}
        anonymity={{
          checked: true,
          reviewerCopy: { ready: true },
          findings: [
            { kind: 'name', value: 'Rosalind Franklin', where: 'body', count: 2 },
            { kind: 'email', value: 'rosalind@example.org', where: 'footer', count: 1 },
            { kind: 'name', value: 'Rosalind Franklin', where: 'document-variables', count: 1 },
            { kind: 'email', value: 'rosalind@example.org', where: 'embedded-document', count: 3 },
            { kind: 'email', value: 'rosalind@example.org', where: 'custom-xml', count: 1 },
            { kind: 'name', value: 'Franklin', where: 'template', count: 1 },
            { kind: 'name', value: 'franklin', where: 'hyperlinks', count: 1 },
          ],
        }}
      />,
    );
    const warning = screen.getByTestId('anonymity-warning');
    expect(warning).toHaveTextContent('still names the authors');
    expect(warning).toHaveTextContent('Name "Rosalind Franklin" in the body text (2 times)');
    expect(warning).toHaveTextContent('Email "rosalind@example.org" in a footer');
    expect(warning).toHaveTextContent('Name "Rosalind Franklin" in the document variables');
    expect(warning).toHaveTextContent(
      'Email "rosalind@example.org" in an embedded document or object (3 times)',
    );
    expect(warning).toHaveTextContent('Email "rosalind@example.org" in the custom XML data');
    expect(warning).toHaveTextContent('Name "Franklin" in the attached template\'s path');
    expect(warning).toHaveTextContent('Name "franklin" in the hyperlink base or hyperlink list');
  });

  it("lists what the copy removed of the author's file as information, place by place, apart from the warnings", () => {
    render(
      <AnonymityPanel
        submissionId={ID}
        admin={ADMIN}
        onUploaded={jest.fn()}
        anonymity={{
          checked: true,
          reviewerCopy: { ready: true },
          findings: [{ kind: 'name', value: 'Franklin', where: 'properties', count: 1 }],
          removedFromCopy: [
            { kind: 'name', value: 'Rosalind Franklin', where: 'document-variables', count: 1 },
            { kind: 'email', value: 'rosalind@example.org', where: 'document-variables', count: 1 },
            { kind: 'name', value: 'Rosalind Franklin', where: 'properties', count: 2 },
            { kind: 'email', value: 'rosalind@example.org', where: 'embedded-document', count: 3 },
            { kind: 'name', value: 'Franklin', where: 'template', count: 1 },
            { kind: 'email', value: 'rosalind@example.org', where: 'tracked-changes', count: 2 },
          ],
        }}
      />,
    );
    const removed = screen.getByTestId('anonymity-removed');
    expect(removed).not.toHaveAttribute('role', 'alert');
    const lines = within(removed)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(lines).toEqual([
      'Removed from the reviewers\' copy: the document variables (Name "Rosalind Franklin", Email "rosalind@example.org")',
      'Removed from the reviewers\' copy: the document properties (Name "Rosalind Franklin" 2 times)',
      'Removed from the reviewers\' copy: an embedded document or object (Email "rosalind@example.org" 3 times)',
      'Removed from the reviewers\' copy: the attached template\'s path (Name "Franklin")',
      'Removed from the reviewers\' copy: the tracked changes\' authors or the list of people who edited (Email "rosalind@example.org" 2 times)',
    ]);
    // The warning is only about what reviewers get.
    const warning = screen.getByTestId('anonymity-warning');
    expect(
      within(warning)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Name "Franklin" in the document properties']);
    expect(warning).not.toHaveTextContent('Removed');
    expect(screen.getAllByRole('alert')).toEqual([warning]);
  });

  it('a clean copy of a file that named the authors: no warning, the removals as information', () => {
    render(
      <AnonymityPanel
        submissionId={ID}
        admin={ADMIN}
        onUploaded={jest.fn()}
        anonymity={{
          checked: true,
          reviewerCopy: { ready: true },
          findings: [],
          removedFromCopy: [{ kind: 'name', value: 'Franklin', where: 'custom-xml', count: 1 }],
        }}
      />,
    );
    expect(screen.queryByTestId('anonymity-warning')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(
      screen.getByText("No author's name, email or ORCID iD was found in the reviewers' copy."),
    ).toBeInTheDocument();
    expect(screen.getByTestId('anonymity-removed')).toHaveTextContent(
      'Removed from the reviewers\' copy: the custom XML data (Name "Franklin")',
    );
  });

  it('shows nothing removed while the check runs, nor when nothing was', () => {
    const { rerender } = render(
      <AnonymityPanel
        submissionId={ID}
        admin={ADMIN}
        onUploaded={jest.fn()}
        anonymity={{
          checked: false,
          findings: [],
          removedFromCopy: [{ kind: 'name', value: 'Franklin', where: 'template', count: 1 }],
          reviewerCopy: { ready: false },
        }}
      />,
    );
    expect(screen.queryByTestId('anonymity-removed')).not.toBeInTheDocument();
    rerender(
      <AnonymityPanel
        submissionId={ID}
        admin={ADMIN}
        onUploaded={jest.fn()}
        anonymity={{ checked: true, findings: [], removedFromCopy: [], reviewerCopy: { ready: true } }}
      />,
    );
    expect(screen.queryByTestId('anonymity-removed')).not.toBeInTheDocument();
  });

  it('says the check is running, and why reviewers cannot download yet', () => {
    const { rerender } = render(
      <AnonymityPanel
        submissionId={ID}
        admin={ADMIN}
        onUploaded={jest.fn()}
        anonymity={{ checked: false, findings: [], reviewerCopy: { ready: false } }}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent("Preparing the reviewers' copy");
    rerender(
      <AnonymityPanel
        submissionId={ID}
        admin={ADMIN}
        onUploaded={jest.fn()}
        anonymity={{ checked: true, findings: [], reviewerCopy: { ready: false, reason: 'Cannot clean.' } }}
      />,
    );
    expect(screen.getByTestId('reviewer-copy-missing')).toHaveTextContent(
      'Reviewers cannot download this manuscript yet: Cannot clean.',
    );
  });

  it('uploads the anonymous version and refreshes the page', async () => {
    mockedUpload.mockResolvedValue({ success: true });
    const onUploaded = jest.fn();
    render(
      <AnonymityPanel
        submissionId={ID}
        admin={ADMIN}
        onUploaded={onUploaded}
        anonymity={{ checked: true, findings: [], reviewerCopy: { ready: true } }}
      />,
    );
    const file = new File(['anonymous'], 'anon.docx');
    await userEvent.upload(screen.getByLabelText(/Upload an anonymous version \(DOC/), file);
    await userEvent.click(screen.getByRole('button', { name: 'Upload anonymous version' }));
    expect(mockedUpload).toHaveBeenCalledWith(ID, file, ADMIN);
    expect(await screen.findByText('Anonymous version uploaded; reviewers now get it.')).toBeInTheDocument();
    expect(onUploaded).toHaveBeenCalled();
  });
});
