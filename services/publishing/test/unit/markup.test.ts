import { escapeMarkup, scriptJson } from '../../src/repositories/markup';

describe('escapeMarkup', () => {
  it('escapes the five characters markup gives meaning to and nothing else', () => {
    expect(escapeMarkup(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;',
    );
    expect(escapeMarkup('Ångström, 𝔸 and ☃: plain text')).toBe('Ångström, 𝔸 and ☃: plain text');
    expect(escapeMarkup('&amp;')).toBe('&amp;amp;');
    expect(escapeMarkup('')).toBe('');
  });
});

describe('scriptJson', () => {
  it('cannot end its script element or open a comment', () => {
    const text = scriptJson({ title: '</script><!-- \u2028' });
    expect(text).not.toMatch(/<\/script|<!--|\u2028/);
    expect(JSON.parse(text)).toEqual({ title: '</script><!-- \u2028' });
  });
});
