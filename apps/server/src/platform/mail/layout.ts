import type { Language } from '@kru/contract';
import type { OutgoingEmail } from './mailer.ts';

/** A paragraph, a verification code shown large, a call-to-action link, a heading, or a bulleted list. */
export type Block =
  | string
  | { code: string }
  | { label: string; href: string }
  | { heading: string }
  | { items: string[] };

export interface Message {
  subject: string;
  blocks: Block[];
}

export type Copy<Vars> = Record<Language, (vars: Vars) => Message>;

const BRAND = { primary: '#3b3086', secondary: '#e85a9c', text: '#1f1d2b', muted: '#6b6880' };

const FOOTER: Record<Language, string> = {
  en: 'Kru, online tutoring and courses. You receive this e-mail because of an action on your Kru account.',
  th: 'Kru แพลตฟอร์มเรียนออนไลน์และติวเตอร์ คุณได้รับอีเมลนี้เนื่องจากมีการทำรายการกับบัญชี Kru ของคุณ',
};

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

function textOf(block: Block): string {
  if (typeof block === 'string') return block;
  if ('code' in block) return block.code;
  if ('heading' in block) return block.heading.toUpperCase();
  if ('items' in block) return block.items.map((item) => `- ${item}`).join('\n');
  return `${block.label}:\n${block.href}`;
}

function htmlOf(block: Block): string {
  if (typeof block === 'string') {
    return `<p style="margin:0 0 16px;line-height:1.6">${escapeHtml(block).replaceAll('\n', '<br>')}</p>`;
  }
  if ('heading' in block) {
    return `<h2 style="margin:24px 0 8px;font-size:18px;color:${BRAND.primary}">${escapeHtml(block.heading)}</h2>`;
  }
  if ('items' in block) {
    const items = block.items.map((item) => `<li style="margin:0 0 6px">${escapeHtml(item)}</li>`).join('');
    return `<ul style="margin:0 0 16px;padding-left:20px;line-height:1.5">${items}</ul>`;
  }
  if ('code' in block) {
    return `<p style="margin:0 0 16px;font-size:32px;font-weight:700;letter-spacing:8px;color:${BRAND.primary}">${escapeHtml(block.code)}</p>`;
  }
  const href = escapeHtml(block.href);
  return (
    `<p style="margin:0 0 16px"><a href="${href}" style="display:inline-block;padding:12px 24px;border-radius:8px;` +
    `background:${BRAND.primary};color:#ffffff;text-decoration:none;font-weight:600">${escapeHtml(block.label)}</a></p>` +
    `<p style="margin:0 0 16px;font-size:12px;color:${BRAND.muted};word-break:break-all">${href}</p>`
  );
}

export interface Recipient {
  to: string;
  language: Language;
}

/** Instead of the account footer: why this reader receives the e-mail, and the link that stops it. */
export interface Unsubscribe {
  footer: string;
  label: string;
  /** The page that confirms (in the e-mail). */
  pageUrl: string;
  /** The RFC 8058 one-click endpoint (POST), for mail clients' own unsubscribe button. */
  oneClickUrl: string;
}

/** An e-mail in Kru's layout: the copy's blocks as text and HTML, the footer (or the unsubscribe line and headers). */
export function render<Vars>(
  template: string,
  copy: Copy<Vars>,
  input: Recipient & Vars,
  unsubscribe?: Unsubscribe,
): OutgoingEmail {
  const { subject, blocks } = copy[input.language](input);
  const footer = unsubscribe?.footer ?? FOOTER[input.language];
  const footerText = unsubscribe ? `${footer}\n${unsubscribe.label}: ${unsubscribe.pageUrl}` : footer;
  const footerHtml = unsubscribe
    ? `${escapeHtml(footer)}<br><a href="${escapeHtml(unsubscribe.pageUrl)}" style="color:${BRAND.primary}">${escapeHtml(unsubscribe.label)}</a>`
    : escapeHtml(footer);
  const text = [...blocks.map(textOf), '--', footerText].join('\n\n');
  const html = `<!doctype html>
<html lang="${input.language}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f5f4fa;font-family:'Noto Sans Thai','Noto Sans',Arial,sans-serif;color:${BRAND.text}">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;overflow:hidden;border-top:4px solid ${BRAND.secondary}">
<div style="padding:20px 32px;background:${BRAND.primary};color:#ffffff;font-size:24px;font-weight:700">Kru</div>
<div style="padding:32px">${blocks.map(htmlOf).join('\n')}</div>
<div style="padding:16px 32px;font-size:12px;color:${BRAND.muted};border-top:1px solid #ecebf3">${footerHtml}</div>
</div></body></html>`;
  const headers = unsubscribe && {
    'List-Unsubscribe': `<${unsubscribe.oneClickUrl}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
  return {
    to: input.to,
    template,
    language: input.language,
    subject,
    text,
    html,
    ...(headers && { headers }),
  };
}
