import { changedPayload, errorAt, toFormValues, toPayload, type FieldSpec } from './field-spec';

const FIELDS: FieldSpec[] = [
  { name: 'title', label: 'Title' },
  { name: 'pages', label: 'Pages', kind: 'number' },
  { name: 'impactFactor', label: 'Impact factor', kind: 'number', optional: true },
  { name: 'tags', label: 'Tags', kind: 'lines' },
  { name: 'open', label: 'Open', kind: 'checkbox' },
  { name: 'issn', label: 'ISSN' },
  { name: 'category', label: 'Category', kind: 'select', options: [{ value: 'law', label: 'Law' }] },
];

describe('field specs', () => {
  it('turns a record into form values and back into typed API values', () => {
    const values = toFormValues(FIELDS, { title: 'T', pages: 12, tags: ['a', 'b'], open: true, issn: null });
    expect(values).toEqual({
      title: 'T',
      pages: '12',
      impactFactor: '',
      tags: 'a\nb',
      open: true,
      issn: '',
      category: 'law',
    });
    expect(toPayload(FIELDS, { ...values, tags: ' a \n\n c ', impactFactor: '' })).toEqual({
      title: 'T',
      pages: 12,
      tags: ['a', 'c'],
      open: true,
      issn: '',
      category: 'law',
    });
    expect(toPayload(FIELDS, { ...values, impactFactor: '2.5', pages: '' })).toMatchObject({
      impactFactor: 2.5,
    });
    expect(toPayload(FIELDS, { ...values, pages: '' })).not.toHaveProperty('pages');
  });

  it('sends only what changed', () => {
    const before = toFormValues(FIELDS, { title: 'T', pages: 12, tags: ['a'], open: true });
    expect(changedPayload(FIELDS, before, before)).toEqual({});
    expect(changedPayload(FIELDS, { ...before, title: 'U', open: false }, before)).toEqual({
      title: 'U',
      open: false,
    });
  });

  it("finds a field's message, also for an entry inside it", () => {
    expect(errorAt({ 'tags.1': 'Too long' }, 'tags')).toBe('Too long');
    expect(errorAt({ 'members.1.orcid': 'Bad' }, 'members.1.orcid')).toBe('Bad');
    expect(errorAt({ 'members.1.orcid': 'Bad' }, 'members.0.orcid')).toBeUndefined();
    expect(errorAt({ titles: 'x' }, 'title')).toBeUndefined();
  });
});
