import {
  ACCEPT_ATTRIBUTE,
  MAX_FILE_BYTES,
  fileProblem,
  describeFileSize,
  formatFileSize,
  paperTitleFrom,
  submissionProblem,
} from './submission.validation';

const file = (name: string, size = 1000) => ({ name, size });

describe('submission checks', () => {
  it('checks in order: journal, file, size, type', () => {
    expect(submissionProblem(false, null)).toBe('Please select a journal category');
    expect(submissionProblem(false, file('a.docx'))).toBe('Please select a journal category');
    expect(submissionProblem(true, null)).toBe('Please upload your paper document');
    expect(submissionProblem(true, file('a.pdf', MAX_FILE_BYTES + 1))).toBe(
      'File size must be less than 10MB',
    );
    expect(submissionProblem(true, file('a.pdf'))).toBe('Please upload only , DOC, DOCX, or TXT files');
    expect(submissionProblem(true, file('a.docx'))).toBeNull();
  });

  it('allows files under 10 MB only', () => {
    expect(fileProblem(file('a.doc', MAX_FILE_BYTES - 1))).toBeNull();
    expect(fileProblem(file('a.doc', MAX_FILE_BYTES))).toBe('File size must be less than 10MB');
  });

  it.each(['paper.doc', 'paper.DOCX', 'Paper.Txt', 'my.paper.docx'])('accepts %s', (name) => {
    expect(fileProblem(file(name))).toBeNull();
  });

  it.each(['paper.pdf', 'paper', 'paper.docx.exe', 'paper.odt'])('rejects %s', (name) => {
    expect(fileProblem(file(name))).toBe('Please upload only , DOC, DOCX, or TXT files');
  });

  it('formats sizes in MB with 2 decimals and derives the title from the file name', () => {
    expect(formatFileSize(512 * 1024)).toBe('0.50 MB');
    expect(formatFileSize(3 * 1024 * 1024 + 10_000)).toBe('3.01 MB');
    expect(paperTitleFrom('My Study.v2.docx')).toBe('My Study.v2');
    expect(paperTitleFrom('README')).toBe('README');
    expect(ACCEPT_ATTRIBUTE).toBe('.doc,.docx,.txt');
  });

  it('adds a smaller unit beside the MB text below 1 MB', () => {
    expect(describeFileSize(951)).toBe('0.00 MB · 951 bytes');
    expect(describeFileSize(1)).toBe('0.00 MB · 1 byte');
    expect(describeFileSize(512 * 1024)).toBe('0.50 MB · 512.0 KB');
    expect(describeFileSize(3 * 1024 * 1024 + 10_000)).toBe('3.01 MB');
  });
});
