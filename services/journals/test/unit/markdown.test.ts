import { renderMarkdown, renderPageBody } from '../../src/domain/markdown';

describe('renderMarkdown (the site pages, the journal pages and the /help guide)', () => {
  it('shows raw HTML as text and drops javascript: links and pictures', () => {
    const html = renderMarkdown(
      '<script>alert(1)</script> <img src=x onerror=alert(2)> [a](javascript:alert(3)) ![p](javascript:x)',
    );
    expect(html).not.toMatch(/<script|<img|href="javascript/i);
    expect(html).toContain('&lt;script&gt;');
  });

  it('moves headings down by the offset, h6 at most', () => {
    expect(renderMarkdown('# One\n\n##### Five', { headingOffset: 2 })).toBe('<h3>One</h3>\n<h6>Five</h6>\n');
  });

  it('links bare URLs only when asked', () => {
    expect(renderMarkdown('see https://example.org')).not.toContain('<a');
    expect(renderMarkdown('see https://example.org', { linkify: true })).toContain(
      '<a href="https://example.org">https://example.org</a>',
    );
  });

  it('rewrites or drops addresses through `address`', () => {
    const address = (target: string) => (target === 'editor.md' ? '/help/editor' : null);
    expect(renderMarkdown('[Editor](editor.md) [API](../api.md) ![pic](missing.png)', { address })).toBe(
      '<p><a href="/help/editor">Editor</a> <a>API</a> pic</p>\n',
    );
  });

  it('lets pictures use only the schemes given (site paths always)', () => {
    expect(renderMarkdown('![a](https://example.org/a.png)')).toBe('<p><img alt="a" /></p>\n');
    expect(renderPageBody('![a](https://example.org/a.png)')).toBe(
      '<p><img src="https://example.org/a.png" alt="a" /></p>\n',
    );
    expect(renderMarkdown('![a](/help/images/a.png)')).toBe(
      '<p><img src="/help/images/a.png" alt="a" /></p>\n',
    );
  });
});
