import type { Language } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { getReceipt } from './get-receipt.ts';
import { renderReceiptPdf } from './receipt-pdf.ts';

/** `GET /receipts/{id}/pdf`: the same receipt (same access: its payer or the admin team) as a PDF. */
export async function downloadReceipt(
  ctx: AppContext,
  actor: Actor,
  id: number,
  language: Language,
): Promise<{ pdf: Buffer; fileName: string }> {
  const receipt = await getReceipt(ctx, actor, id, language);
  const pdf = await renderReceiptPdf(receipt, language);
  return { pdf, fileName: `kru-receipt-${receipt.number}-${language}.pdf` };
}
