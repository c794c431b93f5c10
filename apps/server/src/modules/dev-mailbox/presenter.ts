import type { DevEmail } from '@kru/contract';
import { escapeHtml } from '../../platform/mail/layout.ts';
import type { OutboxRow } from './repository.ts';

export function presentEmail(row: OutboxRow): DevEmail {
  return {
    id: row.id,
    to: row.toAddress,
    subject: row.subject,
    text: row.textBody,
    html: row.htmlBody,
    created_at: row.createdAt.toISOString(),
  };
}

/** A plain page for people: every value escaped, the text body shown as written. */
export function mailboxPage(rows: OutboxRow[], to: string | undefined): string {
  const items = rows
    .map(
      (row) => `<article>
<h2>${escapeHtml(row.subject)}</h2>
<p class="meta">To <strong>${escapeHtml(row.toAddress)}</strong> &middot; <time datetime="${row.createdAt.toISOString()}">${escapeHtml(row.createdAt.toISOString())}</time> &middot; ${escapeHtml(row.template)} (${escapeHtml(row.language)})</p>
<pre>${escapeHtml(row.textBody)}</pre>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Kru dev mailbox</title>
<style>
body{font-family:'Noto Sans Thai','Noto Sans',Arial,sans-serif;margin:0 auto;max-width:820px;padding:24px;color:#1f1d2b}
h1{color:#3b3086}article{border:1px solid #ecebf3;border-radius:8px;padding:16px;margin:16px 0}
h2{font-size:18px;margin:0 0 4px}.meta{color:#6b6880;font-size:13px;margin:0 0 12px}
pre{white-space:pre-wrap;word-break:break-word;background:#f5f4fa;padding:12px;border-radius:6px;margin:0}
</style></head>
<body><h1>Kru dev mailbox</h1>
<p>Messages the app wrote while no SMTP_URL is set, newest first.</p>
<form method="get"><label>To <input name="to" type="email" value="${escapeHtml(to ?? '')}"></label> <button>Filter</button></form>
${items || '<p>No messages yet.</p>'}
</body></html>`;
}
