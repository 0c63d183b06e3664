import { render, screen } from '@testing-library/react';
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
