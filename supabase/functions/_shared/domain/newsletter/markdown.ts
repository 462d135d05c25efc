// The newsletter issue's body: a small subset of Markdown (headings, paragraphs, bold, italic,
// links, bulleted and numbered lists) turned into HTML. Hand-written rather than a Markdown library
// because the subset is all an issue needs, it runs unchanged in Deno, Node and the browser (the
// staff page's preview is the e-mail itself), and every character of the body is escaped first:
// raw HTML in the body stays text, and a link is made only to an http(s) or mailto address.
const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const LINK = /\[([^\]\n]+)\]\(([^)\s]+)\)/g;
const SAFE_URL = /^(https?:\/\/|mailto:)/i;

export interface MarkdownStyles {
  link?: string;
}

/** Bold and italic on already escaped text (which holds no markup of its own). */
function emphasis(escaped: string): string {
  return escaped
    .replace(/\*\*([^*\n]+?)\*\*/g, '<strong>$1</strong>')
    .replace(/__([^_\n]+?)__/g, '<strong>$1</strong>')
    .replace(/\*([^*\n]+?)\*/g, '<em>$1</em>')
    .replace(/(^|[^\p{L}\p{N}_])_([^_\n]+?)_(?![\p{L}\p{N}_])/gu, '$1<em>$2</em>');
}

function inline(raw: string, styles: MarkdownStyles): string {
  let html = '';
  let last = 0;
  for (const match of raw.matchAll(LINK)) {
    const [whole, label, url] = match as unknown as [string, string, string];
    html += emphasis(escapeHtml(raw.slice(last, match.index)));
    html += SAFE_URL.test(url)
      ? `<a href="${escapeHtml(url)}"${styles.link ? ` style="${styles.link}"` : ''}>${emphasis(escapeHtml(label))}</a>`
      : emphasis(escapeHtml(whole));
    last = match.index + whole.length;
  }
  return html + emphasis(escapeHtml(raw.slice(last)));
}

const HEADING = /^(#{1,3})\s+(.+?)\s*#*\s*$/;
const BULLET = /^\s*[-*+]\s+(.*)$/;
const NUMBERED = /^\s*\d{1,3}[.)]\s+(.*)$/;

/** The body's Markdown as HTML (block elements only, no wrapper). */
export function markdownToHtml(markdown: string, styles: MarkdownStyles = {}): string {
  const blocks: string[] = [];
  let paragraph: string[] = [];
  let list: { tag: 'ul' | 'ol'; items: string[] } | null = null;
  const flush = () => {
    if (paragraph.length) blocks.push(`<p>${paragraph.map((line) => inline(line, styles)).join('<br>')}</p>`);
    if (list)
      blocks.push(
        `<${list.tag}>${list.items.map((item) => `<li>${inline(item, styles)}</li>`).join('')}</${list.tag}>`,
      );
    paragraph = [];
    list = null;
  };
  for (const line of markdown.replace(/\r\n?/g, '\n').split('\n')) {
    const heading = HEADING.exec(line);
    const bullet = BULLET.exec(line);
    const numbered = bullet ? null : NUMBERED.exec(line);
    if (!line.trim()) {
      flush();
    } else if (heading) {
      flush();
      const level = heading[1]!.length + 1; // the issue's title is the h1
      blocks.push(`<h${level}>${inline(heading[2]!, styles)}</h${level}>`);
    } else if (bullet || numbered) {
      const tag = bullet ? 'ul' : 'ol';
      if (paragraph.length || (list && list.tag !== tag)) flush();
      list ??= { tag, items: [] };
      list.items.push((bullet ?? numbered)![1]!);
    } else if (list) {
      // A line under a list item continues it.
      list.items[list.items.length - 1] += ` ${line.trim()}`;
    } else {
      paragraph.push(line.trim());
    }
  }
  flush();
  return blocks.join('\n');
}

/** Bold and italic markers dropped, as the HTML's emphasis() matches them. */
function plainEmphasis(text: string): string {
  return text
    .replace(/\*\*([^*\n]+?)\*\*/g, '$1')
    .replace(/__([^_\n]+?)__/g, '$1')
    .replace(/\*([^*\n]+?)\*/g, '$1')
    .replace(/(^|[^\p{L}\p{N}_])_([^_\n]+?)_(?![\p{L}\p{N}_])/gu, '$1$2');
}

/** A line's text without markers; a link as "text (url)", its address left as written. */
function plainInline(raw: string): string {
  let text = '';
  let last = 0;
  for (const match of raw.matchAll(LINK)) {
    const [whole, label, url] = match as unknown as [string, string, string];
    text += plainEmphasis(raw.slice(last, match.index));
    text += SAFE_URL.test(url) ? `${plainEmphasis(label)} (${url})` : plainEmphasis(whole);
    last = match.index + whole.length;
  }
  return text + plainEmphasis(raw.slice(last));
}

/** A heading as plain-text readers expect it: its line, underlined. */
export function underlined(text: string, mark: '=' | '-'): string[] {
  return [text, mark.repeat(Math.max(3, [...text].length))];
}

/**
 * The body as plain text for the e-mail's text part, with no Markdown markers left: a heading on its
 * own line underlined with dashes (the issue's title above it takes "="), bold and italic as plain
 * words, a bullet as "- ", a link as "text (url)".
 */
export function markdownToText(markdown: string): string {
  const lines: string[] = [];
  for (const line of markdown.replace(/\r\n?/g, '\n').split('\n')) {
    const heading = HEADING.exec(line);
    const bullet = BULLET.exec(line);
    if (heading) {
      if (lines.length > 0 && lines.at(-1) !== '') lines.push('');
      lines.push(...underlined(plainInline(heading[2]!), '-'), '');
    } else if (bullet) {
      lines.push(`- ${plainInline(bullet[1]!)}`);
    } else {
      lines.push(plainInline(line.trim()));
    }
  }
  return lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
