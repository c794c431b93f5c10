import type { AppContext } from '../../platform/context.ts';
import { recordVatRateIfChanged } from './repository.ts';

/**
 * At a server's start: the configured VAT rate (VAT_RATE_PERCENT) is in force from now on, unless it already was.
 * Receipts paid before keep the rate they were paid at.
 */
export async function recordVatRate(ctx: AppContext): Promise<void> {
  await recordVatRateIfChanged(ctx.db, ctx.config.vatRatePercent, ctx.clock.now());
}
