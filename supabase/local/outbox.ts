// The local backend's outbox: every e-mail the functions would send (staff notifications,
// newsletter confirmations and issues) is kept here instead, newest first, so the whole loop runs
// on `npm run dev` with no mail account. A developer reads it at /_local/outbox/view; tests read
// /_local/outbox (JSON). Not part of Supabase.
import type { MailMessage, SendMail } from '../functions/_shared/mail.ts';

export interface OutboxMessage extends MailMessage {
  id: number;
  sentAt: string;
}

export interface Outbox {
  send: SendMail;
  list(to?: string): OutboxMessage[];
  clear(): void;
}

export function createOutbox(limit = 1000): Outbox {
  let messages: OutboxMessage[] = [];
  let next = 1;
  return {
    async send(message) {
      messages.unshift({ ...message, id: next++, sentAt: new Date().toISOString() });
      if (messages.length > limit) messages = messages.slice(0, limit);
      return { status: 'sent' };
    },
    list(to) {
      const wanted = to?.trim().toLowerCase();
      return wanted ? messages.filter((message) => message.to.toLowerCase() === wanted) : [...messages];
    },
    clear() {
      messages = [];
    },
  };
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The outbox as a page: each message's headers and text, and its HTML in a sandboxed frame. */
export function outboxPage(messages: OutboxMessage[]): string {
  const items = messages
    .map(
      (message) => `<article>
  <h2>${escapeHtml(message.subject)}</h2>
  <p><b>To</b> ${escapeHtml(message.to)} · <b>${escapeHtml(message.tag)}</b> · ${escapeHtml(message.sentAt)}</p>
  ${Object.entries(message.headers ?? {})
    .map(([name, value]) => `<p><code>${escapeHtml(name)}: ${escapeHtml(value)}</code></p>`)
    .join('')}
  ${message.html ? `<iframe sandbox title="${escapeHtml(message.subject)}" srcdoc="${escapeHtml(message.html)}"></iframe>` : ''}
  <pre>${escapeHtml(message.text)}</pre>
</article>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Local outbox</title>
<style>body{font:15px system-ui;margin:2rem;max-width:60rem}article{border-top:1px solid #ccc;padding:1rem 0}
iframe{width:100%;height:24rem;border:1px solid #ddd}pre{white-space:pre-wrap;background:#f6f6f6;padding:1rem}</style>
</head><body><h1>Local outbox (${messages.length})</h1>
<p>E-mails the local backend would have sent, newest first. JSON: <code>/_local/outbox?to=address</code>.</p>
${items || '<p>No e-mail yet.</p>'}</body></html>`;
}
