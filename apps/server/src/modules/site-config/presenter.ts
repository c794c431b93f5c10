import type { SiteConfig } from '@kru/contract';
import type { Config } from '../../platform/config.ts';
import { paymentsTestMode } from '../../platform/payments/index.ts';

export function presentSiteConfig(config: Config): SiteConfig {
  return {
    test_mode: paymentsTestMode(config),
    sentry_dsn: config.sentryDsn ?? null,
    meeting_opens_minutes_before: config.meeting.opensMinutesBefore,
  };
}
