// The issue body's Markdown subset (supabase/functions/_shared/domain/newsletter/markdown.ts): what
// staff write turns into e-mail HTML, and nothing in the body can add markup or a script link.
import { describe, expect, it } from 'vitest';
import { markdownToHtml, markdownToText } from '../../supabase/functions/_shared/domain/newsletter/markdown';

describe('markdownToHtml', () => {
  it('renders headings, paragraphs, bold, italic, links and lists', () => {
    const html = markdownToHtml(
      [
        '# Market',
        'Prices **rose** in *Lisbon*,',
        'and _Porto_ too.',
        '',
        '- one',
        '- [two](https://example.com/a?b=1&c=2)',
        '',
        '1. first',
        '2. second',
      ].join('\n'),
    );
    expect(html).toBe(
      [
        '<h2>Market</h2>',
        '<p>Prices <strong>rose</strong> in <em>Lisbon</em>,<br>and <em>Porto</em> too.</p>',
        '<ul><li>one</li><li><a href="https://example.com/a?b=1&amp;c=2">two</a></li></ul>',
        '<ol><li>first</li><li>second</li></ol>',
      ].join('\n'),
    );
  });

  it('keeps raw HTML as text', () => {
    expect(markdownToHtml('<script>alert(1)</script> <b onclick="x">hi</b>')).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt; &lt;b onclick=&quot;x&quot;&gt;hi&lt;/b&gt;</p>',
    );
  });

  it('makes no link to a javascript: or data: address, and no attribute can be broken out of', () => {
    expect(markdownToHtml('[x](javascript:alert(1))')).not.toContain('<a');
    expect(markdownToHtml('[x](data:text/html,hi)')).not.toContain('<a');
    expect(markdownToHtml('[x](https://e.com/"onmouseover="a)')).toContain(
      'href="https://e.com/&quot;onmouseover=&quot;a"',
    );
  });

  it('leaves underscores inside words alone and keeps Hebrew as written', () => {
    expect(markdownToHtml('snake_case_name')).toBe('<p>snake_case_name</p>');
    expect(markdownToHtml('שוק **חם** בליסבון')).toBe('<p>שוק <strong>חם</strong> בליסבון</p>');
  });
});

describe('markdownToText', () => {
  it('writes links out and drops bold markers', () => {
    expect(markdownToText('**Read** [more](https://e.com)')).toBe('Read more (https://e.com)');
  });
});
