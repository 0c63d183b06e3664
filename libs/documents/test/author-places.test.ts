import { docxText, makeReviewerCopy, scanForAuthors } from '../src';
import { buildDocx } from './support/docx-fixtures';

const ROSALIND = { givenNames: 'Rosalind', familyName: 'Franklin', email: 'rosalind@example.org' };

/**
 * The comments' and tracked changes' authors are attributes the reviewers' copy renames; they are read
 * only when asked (the author's original), so the copy's scan, the editor's warnings, stays as it was.
 */
describe('authors of comments and tracked changes, read from the original on request', () => {
  let original: Buffer;
  beforeAll(async () => {
    original = await buildDocx({
      author: ROSALIND,
      comments: true,
      trackedChanges: true,
      people: true,
      quiet: true,
    });
  });

  it('names the commenter in comments and the reviser and people.xml in tracked-changes', async () => {
    const text = await docxText(original, { authors: true });
    expect(text.comments).toContain('Rosalind Franklin');
    expect(text['tracked-changes']).toContain('Rosalind Franklin');
    expect(text['tracked-changes']).toContain(ROSALIND.email);
    const { findings } = await scanForAuthors('docx', original, [ROSALIND], { authors: true });
    expect(findings).toContainEqual(expect.objectContaining({ kind: 'name', where: 'comments' }));
    expect(findings).toContainEqual(expect.objectContaining({ kind: 'email', where: 'tracked-changes' }));
  });

  it('is not read unless asked, and the copy has none of it either way', async () => {
    expect((await docxText(original))['tracked-changes']).toBe('');
    expect((await scanForAuthors('docx', original, [ROSALIND])).findings).toEqual([]);
    const copy = await makeReviewerCopy('docx', original);
    if (copy.kind !== 'cleaned') throw new Error(`no copy: ${copy.kind}`);
    expect((await scanForAuthors('docx', copy.bytes, [ROSALIND], { authors: true })).findings).toEqual([]);
  });
});
