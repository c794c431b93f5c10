import { createHash } from 'node:crypto';
import type { Language } from '@kru/contract';
import type { CertificateFacts } from './certificate-pdf.ts';
import { CERTIFICATE_TEXT } from './certificate-text.ts';

/**
 * The layout of `renderCertificatePdf` (positions, fonts, colours): raise it when the layout changes, so that
 * browsers holding a PDF of the old layout get the new one instead of a 304. Words are hashed with the facts.
 */
const LAYOUT_VERSION = 1;

/**
 * The strong ETag of a certificate's PDF: a hash of everything the page shows (facts, language, its words and
 * layout). What it shows cannot change without the tag changing, so a kept PDF is never stale.
 */
export function certificateEtag(facts: CertificateFacts, language: Language): string {
  const shown = JSON.stringify([LAYOUT_VERSION, language, CERTIFICATE_TEXT[language], facts]);
  return `"${createHash('sha256').update(shown).digest('base64url').slice(0, 32)}"`;
}

/** Whether an `If-None-Match` header names this ETag (a list, weak forms and `*` included). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

/** Enough for the certificates downloaded lately (one is ~100 KB with its font subsets). */
const MAX_BYTES = 16 * 1024 * 1024;

/**
 * Rendered PDFs of this process, by ETag, least recently used dropped first past `MAX_BYTES`: a download again
 * (another device, the browser's cache emptied) sends the same bytes without drawing the page again.
 */
class PdfCache {
  private readonly pdfs = new Map<string, Buffer>();
  private bytes = 0;

  get(etag: string): Buffer | undefined {
    const pdf = this.pdfs.get(etag);
    if (pdf) {
      this.pdfs.delete(etag);
      this.pdfs.set(etag, pdf);
    }
    return pdf;
  }

  keep(etag: string, pdf: Buffer): void {
    if (pdf.length > MAX_BYTES || this.pdfs.has(etag)) return;
    this.pdfs.set(etag, pdf);
    this.bytes += pdf.length;
    for (const [oldest, old] of this.pdfs) {
      if (this.bytes <= MAX_BYTES) break;
      this.pdfs.delete(oldest);
      this.bytes -= old.length;
    }
  }
}

export const renderedPdfs = new PdfCache();
