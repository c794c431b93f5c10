import type { SiteConfig } from '@kru/contract';
import { SESSION_RULES } from '@kru/contract/session-rules';
import { useSyncExternalStore } from 'react';
import type { Camelized } from '../api/case.ts';
import { api } from '../api/client.ts';

/** The deployment's public settings (`GET /public/site-config`); null until they arrive or when they cannot. */
export type ShellSiteConfig = Camelized<SiteConfig>;

let current: ShellSiteConfig | null = null;
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const read = () => current;

/**
 * Takes the settings the server wrote into the page (`known`, from the boot data), or asks once at start without
 * holding up the first paint; a failure leaves the defaults (no banner).
 */
export function startSiteConfig(known?: ShellSiteConfig): Promise<ShellSiteConfig | null> {
  if (known) {
    current = known;
    return Promise.resolve(known);
  }
  return api
    .get<ShellSiteConfig>('/public/site-config', { silent: true, withoutTenant: true })
    .then((found) => {
      current = found;
      for (const listener of listeners) listener();
      return found;
    })
    .catch(() => null);
}

/** When a meeting room opens, as the server decides it (the contract's default until the settings arrive). */
export function meetingOpensMinutesBefore(): number {
  return current?.meetingOpensMinutesBefore ?? SESSION_RULES.meetingOpensMinutesBefore;
}

export function useSiteConfig(): ShellSiteConfig | null {
  return useSyncExternalStore(subscribe, read, read);
}
