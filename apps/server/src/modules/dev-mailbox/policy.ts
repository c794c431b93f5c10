import type { Config } from '../../platform/config.ts';

/** The mailbox shows every message the app wrote, so it exists only where no real mail leaves the machine. */
export function devMailboxEnabled(config: Pick<Config, 'env' | 'smtpUrl'>): boolean {
  return config.env !== 'production' && !config.smtpUrl;
}
