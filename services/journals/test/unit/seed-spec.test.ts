// The seed is the one copy of the content a fresh install serves (issue 28): it must still say what
// SPEC.md states about the journals, their boards and scope, the catalogues and the site's pages.
import { CATALOGUE_SEED } from '../../src/domain/seed/catalogue.seed';
import { catalogueImage, catalogueSvg } from '../../src/domain/seed/images.content';
import { seedJournals } from '../../src/domain/seed/journals.seed';
import { SITE_PAGES_SEED } from '../../src/domain/seed/site-pages.seed';

const journals = seedJournals('10.5555');
const bySlug = (slug: string) => journals.find((j) => j.journal.slug === slug)!;
const scopeCards = (markdown: string) =>
  markdown.split('\n').filter((line) => line.startsWith('### ')).length;
const paragraphsBefore = (markdown: string) => markdown.split('\n### ')[0]!.trim().split('\n\n');

describe('the journals seed against SPEC.md section 2', () => {
  it('seeds the ten journals of the route table, in menu order', () => {
    expect(journals.map((j) => j.journal.slug)).toEqual([
      'civil-engineering',
      'mechanical-engineering',
      'electronics-engineering',
      'electrical-engineering',
      'computer-science-engineering',
      'applied-science',
      'ai-ml-data-science',
      'law-social-science',
      'education',
      'management',
    ]);
  });

  it.each([
    ['civil-engineering', 'LJCE', 7, null],
    ['mechanical-engineering', 'LJME', 1, 'Editor-in-Chief'],
    ['electronics-engineering', 'LJEE', 1, 'Editor-in-Chief'],
    ['electrical-engineering', 'LJEE-E', 0, null],
    ['computer-science-engineering', 'LJCSE', 1, 'Editor-in-Chief'],
    ['applied-science', 'LJAS', 0, null],
    ['ai-ml-data-science', 'LJAIMLDS', 1, 'Editor-in-Chief'],
    ['law-social-science', 'LJLSS', 1, 'Editor-in-Chief'],
    ['education', 'LJE', 0, null],
    ['management', 'LJM', 0, null],
  ])('%s: abbreviation %s, %i board members (%s)', (slug, abbreviation, members, onlyRole) => {
    const { journal, board } = bySlug(slug);
    expect(journal.abbreviation).toBe(abbreviation);
    expect(journal.fullTitle).toMatch(/^Lumina Journal of /);
    expect(board).toHaveLength(members);
    if (onlyRole) expect(board[0]!.roleTitle).toBe(onlyRole);
    // SPEC: LJCSE's one card has an empty affiliation; LJCE's members all have one.
    if (slug === 'computer-science-engineering') expect(board[0]!.affiliation).toBe('');
    if (slug === 'civil-engineering') {
      expect(board[0]!.roleTitle).toBe('Editor-in-Chief');
      for (const member of board) expect(member.affiliation).not.toBe('');
    }
    // About Us: three paragraphs.
    expect(journal.about.split('\n\n')).toHaveLength(3);
  });

  it('has nine scope cards on LJEE-E with the areas SPEC names, ten on the others with counts stated', () => {
    const electrical = bySlug('electrical-engineering').journal.aimsAndScope;
    expect(scopeCards(electrical)).toBe(9);
    expect(electrical.split('\n').filter((l) => l.startsWith('### '))).toEqual([
      '### Power Systems and Smart Grids',
      '### Electrical Machines and Drives',
      '### Renewable Energy and Storage',
      '### Control Systems and Automation',
      '### High Voltage and Insulation',
      '### Power Electronics',
      '### Measurements and Instrumentation',
      '### Electromagnetic Fields',
      '### Electric Vehicles',
    ]);
    for (const slug of [
      'computer-science-engineering',
      'applied-science',
      'ai-ml-data-science',
      'law-social-science',
      'education',
      'management',
    ])
      expect(scopeCards(bySlug(slug).journal.aimsAndScope)).toBe(10);
    for (const slug of ['civil-engineering', 'mechanical-engineering', 'electronics-engineering'])
      expect(scopeCards(bySlug(slug).journal.aimsAndScope)).toBeGreaterThan(0);
  });

  it("gives Management's intro the third line 'Scope of the Journal Includes (but is not limited to):'", () => {
    const intro = paragraphsBefore(bySlug('management').journal.aimsAndScope);
    expect(intro).toHaveLength(3);
    expect(intro[2]).toBe('Scope of the Journal Includes (but is not limited to):');
  });
});

describe('the catalogue seed against SPEC.md sections 3 and 9', () => {
  it('has 8 directory journals, 8 books, 8 databases and 6 platforms, numbered from 1', () => {
    expect(CATALOGUE_SEED.directory).toHaveLength(8);
    expect(CATALOGUE_SEED.books).toHaveLength(8);
    expect(CATALOGUE_SEED.databases).toHaveLength(8);
    expect(CATALOGUE_SEED.platforms).toHaveLength(6);
    for (const entries of Object.values(CATALOGUE_SEED))
      expect(entries.map((e) => e.id)).toEqual(entries.map((_, i) => i + 1));
  });

  it('gives the directory the impact factors of its categories', () => {
    const factors = {
      education: 4.8,
      medical: 5.2,
      science: 4.5,
      technology: 3.9,
      business: 4.1,
      psychology: 4.7,
      humanities: 3.5,
      law: 3.8,
    };
    for (const entry of CATALOGUE_SEED.directory as unknown as {
      category: keyof typeof factors;
      impactFactor: number;
    }[])
      expect(entry.impactFactor).toBe(factors[entry.category]);
  });

  it('keeps books to their years, databases to SPEC update frequencies, platform ratings 4.3 to 4.8', () => {
    for (const book of CATALOGUE_SEED.books as unknown as { publicationDate: string; pages: number }[]) {
      expect(book.publicationDate).toMatch(/^\d{4}$/);
      expect(book.pages).toBeGreaterThan(0);
    }
    for (const database of CATALOGUE_SEED.databases as unknown as {
      updateFrequency: string;
      coverage: string;
    }[]) {
      expect(['Daily', 'Weekly', 'Monthly', 'Bi-weekly', 'Quarterly']).toContain(database.updateFrequency);
      expect(database.coverage).toMatch(/^(\d{4}-(\d{4}|present)|Antiquity-present)$/);
    }
    const ratings = (CATALOGUE_SEED.platforms as unknown as { rating: number }[]).map((p) => p.rating);
    expect(Math.min(...ratings)).toBeGreaterThanOrEqual(4.3);
    expect(Math.max(...ratings)).toBeLessThanOrEqual(4.8);
  });

  it('draws every picture in the bundle: SVG data URLs, none from an outside host, each its own', () => {
    const sources = [
      ...(CATALOGUE_SEED.books as unknown as { coverImage: string }[]).map((b) => b.coverImage),
      ...(CATALOGUE_SEED.directory as unknown as { coverImage: string }[]).map((d) => d.coverImage),
      ...(CATALOGUE_SEED.databases as unknown as { image: string }[]).map((d) => d.image),
      ...(CATALOGUE_SEED.platforms as unknown as { image: string }[]).map((p) => p.image),
    ];
    expect(sources).toHaveLength(30);
    for (const source of sources) expect(source.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    expect(new Set(sources).size).toBe(sources.length);
    expect(catalogueSvg('a')).toBe(catalogueSvg('a'));
    expect(catalogueSvg('a')).not.toBe(catalogueSvg('b'));
    expect(decodeURIComponent(catalogueImage('a').split(',')[1] ?? '')).toBe(catalogueSvg('a'));
  });
});

describe('the site pages seed', () => {
  it('has a default text in Markdown for each page the footer and header point at', () => {
    expect(Object.keys(SITE_PAGES_SEED).sort()).toEqual(
      ['accessibility', 'authors', 'cookies', 'publish-with-us', 'terms'].sort(),
    );
    for (const page of Object.values(SITE_PAGES_SEED)) {
      expect(page.title.trim()).not.toBe('');
      expect(page.body).toMatch(/^## /m);
    }
  });
});
