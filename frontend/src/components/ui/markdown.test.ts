import { markdownToHtml, splitAimsAndScope } from './markdown';

describe('markdownToHtml', () => {
  it('renders paragraphs, emphasis, lists and links', () => {
    const html = markdownToHtml('One **two**\n\n- a\n- b\n\n[site](https://example.org)');
    expect(html).toContain('<p>One <strong>two</strong></p>');
    expect(html).toContain('<li>a</li>');
    expect(html).toContain('<a href="https://example.org">site</a>');
  });

  it('never renders raw HTML or script links', () => {
    const html = markdownToHtml(
      '<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n\n[x](javascript:alert(1)) [y](data:text/html,hi)',
    );
    const box = document.createElement('div');
    box.innerHTML = html;
    expect(box.querySelector('script, img, [onerror], a')).toBeNull();
    expect(box.textContent).toContain('<script>alert(1)</script>');
  });

  it('moves headings down by the offset, at most to h6', () => {
    expect(markdownToHtml('## Before you submit', { headingOffset: 1 })).toBe('<h3>Before you submit</h3>\n');
    expect(markdownToHtml('###### Deep', { headingOffset: 2 })).toBe('<h6>Deep</h6>\n');
  });
});

describe('splitAimsAndScope', () => {
  it('makes the text before the first ### the intro and each ### area a card', () => {
    const { introHtml, cards } = splitAimsAndScope(
      'Our aim.\n\nScope includes:\n\n### Power *Systems*\n\nGrids and storage.\n\n### Machines\n\nDrives.\n\nMotors.',
    );
    expect(introHtml).toBe('<p>Our aim.</p>\n<p>Scope includes:</p>\n');
    expect(cards).toEqual([
      {
        title: 'Power Systems',
        titleHtml: 'Power <em>Systems</em>',
        bodyHtml: '<p>Grids and storage.</p>\n',
      },
      { title: 'Machines', titleHtml: 'Machines', bodyHtml: '<p>Drives.</p>\n<p>Motors.</p>\n' },
    ]);
  });

  it('has no cards for a text without ### areas', () => {
    expect(splitAimsAndScope('Just a paragraph.\n\n## A section')).toEqual({
      introHtml: '<p>Just a paragraph.</p>\n<h2>A section</h2>\n',
      cards: [],
    });
  });
});
