import { TEXT_PLACES, findIdentities, type TextByPlace } from '../src';

const text = (body: string, extra: Partial<TextByPlace> = {}): TextByPlace => ({
  ...(Object.fromEntries(TEXT_PLACES.map((p) => [p, ''])) as TextByPlace),
  body,
  ...extra,
});
const ROSALIND = {
  givenNames: 'Rosalind',
  familyName: 'Franklin',
  email: 'rosalind@example.org',
  orcid: '0000-0002-1694-233X',
};

describe('findIdentities', () => {
  it('reports a full name once (not also its family name), counting occurrences per place', () => {
    expect(
      findIdentities(text('Rosalind Franklin wrote it. Rosalind\u00a0Franklin again.'), [ROSALIND]),
    ).toEqual([{ kind: 'name', value: 'Rosalind Franklin', where: 'body', count: 2 }]);
  });

  it('finds "Family, Given", the family name alone (self-citations), emails and ORCID iDs in any spelling', () => {
    const found = findIdentities(
      text(
        'As Franklin, Rosalind showed (Franklin 1952). Mail ROSALIND@EXAMPLE.ORG, orcid.org/000000021694233x',
        {
          footer: 'Franklin',
        },
      ),
      [ROSALIND],
    );
    expect(found).toEqual(
      expect.arrayContaining([
        { kind: 'name', value: 'Franklin, Rosalind', where: 'body', count: 1 },
        { kind: 'name', value: 'Franklin', where: 'body', count: 1 },
        { kind: 'email', value: 'ROSALIND@EXAMPLE.ORG', where: 'body', count: 1 },
        { kind: 'orcid', value: '000000021694233x', where: 'body', count: 1 },
        { kind: 'name', value: 'Franklin', where: 'footer', count: 1 },
      ]),
    );
    expect(found).toHaveLength(5);
  });

  it('ignores case and accents but not word boundaries', () => {
    const jose = { givenNames: 'José', familyName: 'Núñez' };
    expect(findIdentities(text('JOSE NUNEZ and Nunezville and Franklinia'), [jose, ROSALIND])).toEqual([
      { kind: 'name', value: 'JOSE NUNEZ', where: 'body', count: 1 },
    ]);
  });

  it('finds nothing when nobody is named', () => {
    expect(findIdentities(text('An anonymous manuscript.'), [ROSALIND])).toEqual([]);
  });
});
