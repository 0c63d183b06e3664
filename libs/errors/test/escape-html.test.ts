import { escapeHtml } from '../src';

describe('escapeHtml', () => {
  test('escapes the five characters that end an element or a quoted attribute of either quote', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  test('leaves every other character, non-Latin text included, as it is', () => {
    expect(escapeHtml('Über Ordnung — 秩序 #1 (2026)')).toBe('Über Ordnung — 秩序 #1 (2026)');
  });
});
