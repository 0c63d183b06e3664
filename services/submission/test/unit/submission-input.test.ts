import { ConflictError, ValidationError } from '@journal/errors';
import { journalLookup, type Journal } from '../../src/domain/journals';
import { claimedEmail, parseSubmissionInput } from '../../src/domain/submission-input';
import {
  cleanOriginalName,
  paperExtension,
  titleFromFileName,
} from '../../src/domain/upload/file-type.policy';

const JOURNALS: Journal[] = [
  { id: 'civil-engineering', name: 'Civil Engineering', icon: '🏗️', acceptingSubmissions: true },
  { id: 'education', name: 'Education', icon: '🎓', acceptingSubmissions: true },
  { id: 'management', name: 'Management', icon: '📊', acceptingSubmissions: true },
  { id: 'marine-biology', name: 'Marine Biology', icon: '🧬', acceptingSubmissions: false },
  // A name that is another journal's slug: the slug wins.
  { id: 'odd', name: 'education', icon: '📚', acceptingSubmissions: true },
];
const findJournal = journalLookup(JOURNALS);

describe('submission input', () => {
  it('knows the journals by id and by display name, case-insensitively', () => {
    for (const journal of JOURNALS.slice(0, 4)) {
      expect(findJournal(journal.id)).toBe(journal);
      expect(findJournal(` ${journal.name.toUpperCase()} `)).toBe(journal);
    }
    expect(findJournal('education')).toBe(JOURNALS[1]);
    expect(findJournal('Lumina Journal of Management')).toBeUndefined();
    expect(findJournal(undefined)).toBeUndefined();
  });

  it('refuses a journal that is not accepting submissions with a 409', () => {
    const refuse = () =>
      parseSubmissionInput({ journalName: 'Marine Biology', paperTitle: 'T' }, findJournal);
    expect(refuse).toThrow(ConflictError);
    expect(refuse).toThrow('This journal is not accepting submissions');
  });

  it('validates the form with the SPEC messages', () => {
    expect(() => parseSubmissionInput({ paperTitle: 'x' }, findJournal)).toThrow(
      'Please select a journal category',
    );
    expect(() => parseSubmissionInput({ journalName: 'Education', paperTitle: '   ' }, findJournal)).toThrow(
      'Please enter the paper title',
    );
    expect(() => parseSubmissionInput({ journalName: 'Education', paperTitle: 5 }, findJournal)).toThrow(
      ValidationError,
    );
    expect(parseSubmissionInput({ journalId: 'education', paperTitle: ' T ' }, findJournal)).toMatchObject({
      paperTitle: 'T',
      journal: { id: 'education' },
    });
    expect(parseSubmissionInput({ journalName: 'Education' }, findJournal, 'Draft 3.docx').paperTitle).toBe(
      'Draft 3',
    );
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
