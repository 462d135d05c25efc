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

  it('leaves no Markdown marker: headings underlined, emphasis as words, bullets as dashes, links as text (url)', () => {
    const text = markdownToText(
      [
        '# Market',
        'Prices **rose** in *Lisbon*, and _Porto_ __too__.',
        '## What next',
        '* one',
        '+ [two **bold**](https://example.com/a_b_c?d=*x*)',
        '',
        '1. first',
        '### שוק הדיור',
        'המחירים **עלו** ב*ליסבון*.',
        '[bad](javascript:alert(1)) snake_case_word stays',
      ].join('\n'),
    );
    expect(text).toBe(
      [
        'Market',
        '------',
        '',
        'Prices rose in Lisbon, and Porto too.',
        '',
        'What next',
        '---------',
        '',
        '- one',
        '- two bold (https://example.com/a_b_c?d=*x*)',
        '',
        '1. first',
        '',
        'שוק הדיור',
        '---------',
        '',
        'המחירים עלו בליסבון.',
        '[bad](javascript:alert(1)) snake_case_word stays',
      ].join('\n'),
    );
    // Outside link addresses, no heading or emphasis marker is left.
    expect(text.replace(/\(https?:[^)]*\)/g, '')).not.toMatch(/[#*]/);
  });
});
