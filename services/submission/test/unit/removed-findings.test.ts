import type { Finding } from '@journal/documents';
import { removedFindings } from '../../src/domain/anonymity/removed-findings';

const f = (kind: Finding['kind'], value: string, where: Finding['where'], count: number): Finding => ({
  kind,
  value,
  where,
  count,
});

describe('removedFindings: what the reviewers’ copy took away from the author’s original', () => {
  it('a place the copy cleans entirely is removed with all its occurrences', () => {
    const original = [
      f('name', 'Rosalind Franklin', 'document-variables', 2),
      f('email', 'r@x.org', 'custom-xml', 1),
    ];
    expect(removedFindings(original, [])).toEqual(original);
  });

  it('a place the copy keeps gives nothing, and the copy’s findings stay out of the list', () => {
    const body = f('name', 'Franklin', 'body', 3);
    expect(removedFindings([body], [body, f('name', 'Franklin', 'header', 1)])).toEqual([]);
  });

  it('a place cleaned in part gives the occurrences that went (value compared without case)', () => {
    expect(
      removedFindings(
        [f('name', 'Rosalind Franklin', 'properties', 3)],
        [f('name', 'rosalind franklin', 'properties', 1)],
      ),
    ).toEqual([f('name', 'Rosalind Franklin', 'properties', 2)]);
  });

  it('the same value in another place or of another kind is not mistaken for it', () => {
    const original = [f('name', 'Franklin', 'template', 1), f('email', 'franklin', 'template', 1)];
    expect(removedFindings(original, [f('name', 'Franklin', 'body', 1)])).toEqual(original);
  });

  it('nothing in the original, nothing removed', () => {
    expect(removedFindings([], [f('name', 'Franklin', 'body', 1)])).toEqual([]);
  });
});
