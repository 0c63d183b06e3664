import { ValidationError } from '@journal/errors';
import { findJournal, JOURNALS } from '../../src/domain/journals';
import { claimedEmail, parseSubmissionInput } from '../../src/domain/submission-input';
import {
  cleanOriginalName,
  paperExtension,
  titleFromFileName,
} from '../../src/domain/upload/file-type.policy';

describe('submission input', () => {
  it('knows the ten journals by id and by display name, case-insensitively', () => {
    expect(JOURNALS).toHaveLength(10);
    for (const journal of JOURNALS) {
      expect(findJournal(journal.id)).toBe(journal);
      expect(findJournal(` ${journal.name.toUpperCase()} `)).toBe(journal);
    }
    expect(findJournal('Lumina Journal of Management')).toBeUndefined();
    expect(findJournal(undefined)).toBeUndefined();
  });

  it('validates the form with the SPEC messages', () => {
    expect(() => parseSubmissionInput({ paperTitle: 'x' })).toThrow('Please select a journal category');
    expect(() => parseSubmissionInput({ journalName: 'Education', paperTitle: '   ' })).toThrow(
      'Please enter the paper title',
    );
    expect(() => parseSubmissionInput({ journalName: 'Education', paperTitle: 5 })).toThrow(ValidationError);
    expect(parseSubmissionInput({ journalId: 'education', paperTitle: ' T ' })).toMatchObject({
      paperTitle: 'T',
      journal: { id: 'education' },
    });
    expect(parseSubmissionInput({ journalName: 'Education' }, 'Draft 3.docx').paperTitle).toBe('Draft 3');
  });

  it('reads the claimed email only when it is text', () => {
    expect(claimedEmail({ userEmail: 'a@b.org' })).toBe('a@b.org');
    expect(claimedEmail({ userEmail: ['a@b.org'] })).toBeUndefined();
    expect(claimedEmail(null)).toBeUndefined();
  });

  it('takes extensions case-insensitively and cleans original names', () => {
    expect(paperExtension('A.DOCX')).toBe('docx');
    expect(paperExtension('a.docx.pdf')).toBeUndefined();
    expect(paperExtension('.txt')).toBeUndefined();
    expect(cleanOriginalName('C:\\Users\\me\\paper.doc')).toBe('paper.doc');
    expect(cleanOriginalName('../../etc/x\u0000.txt')).toBe('x.txt');
    expect(cleanOriginalName(`${'a'.repeat(300)}.docx`)).toHaveLength(255);
    expect(cleanOriginalName(`${'a'.repeat(300)}.docx`).endsWith('.docx')).toBe(true);
    expect(titleFromFileName('My.Paper.txt')).toBe('My.Paper');
  });
});
