import { SEEDED_SITE } from '../../content/site.content';
import { draftOf, settingsOf, validateSite, type SiteDraft } from './site-form.validation';

const HREF = 'Please enter a site path or an https link';
const seeded = (): SiteDraft => draftOf(SEEDED_SITE);

describe('the Site page form checks', () => {
  it('finds nothing wrong with the seeded settings, and gives them back unchanged', () => {
    expect(validateSite(seeded())).toEqual({});
    expect(settingsOf(seeded(), null)).toEqual(SEEDED_SITE);
  });

  it.each([
    ['/journals', true],
    ['https://press.example.org/about', true],
    ['', true],
    ['http://press.example.org/', false],
    ['javascript:alert(1)', false],
    ['//evil.example', false],
    ['journals', false],
    ['/with space', false],
  ])('a target %j passes: %s', (target, passes) => {
    const draft = seeded();
    draft.publishWithUsHref = target;
    draft.footer.columns[1]!.links[2]!.href = target;
    draft.footer.social[0]!.href = target;
    const errors = validateSite(draft);
    const expected = passes
      ? {}
      : {
          publishWithUsHref: HREF,
          'footer.columns.1.links.2.href': HREF,
          'footer.social.0.href': HREF,
        };
    expect(errors).toEqual(expected);
  });

  it("uses the server's messages for the address, the colour and the required texts", () => {
    const draft = seeded();
    draft.contactEmail = 'editorial at lumina';
    draft.primaryColour = 'blue';
    draft.name = '  ';
    draft.homeCards[2]!.text = '';
    draft.footer.columns[0]!.title = '';
    expect(validateSite(draft)).toEqual({
      contactEmail: 'Please enter a valid email address',
      primaryColour: 'Please enter a colour as #rrggbb',
      name: 'Please enter the site name',
      'homeCards.2.text': 'Please enter the card text',
      'footer.columns.0.title': 'Please enter the column title',
    });
  });

  it('refuses texts over their limits and lists over their lengths', () => {
    const draft = seeded();
    draft.tagline = 'x'.repeat(201);
    draft.homeCards = Array.from({ length: 13 }, () => ({ title: 'T', text: 'x' }));
    expect(validateSite(draft)).toEqual({
      tagline: 'Tagline must be at most 200 characters',
      homeCards: 'At most 12 home cards',
    });
  });

  it('sends an empty target as an inert item and a colour in lower case', () => {
    const draft = seeded();
    draft.footer.columns[0]!.links[0]!.href = ' ';
    draft.primaryColour = '#0A5C36';
    const settings = settingsOf(draft, '/api/site/logo?v=3');
    expect(settings.footer.columns[0]!.links[0]).toEqual({ label: 'Author Guidelines' });
    expect(settings.primaryColour).toBe('#0a5c36');
    expect(settings.logoUrl).toBe('/api/site/logo?v=3');
    expect(settings).not.toHaveProperty('publishWithUsHref');
  });
});
