import type { Tenant } from '@kru/contract';
import { STORAGE_KEYS } from '@kru/contract/limits';
import { useSyncExternalStore } from 'react';
import type { Camelized } from '../api/case.ts';
import { api, setTenancy, type Tenancy } from '../api/client.ts';
import { safeLocalStorage } from '../storage.ts';

/** The school or partner site this page is served on (`GET /public/subdomain`); null on the main marketplace. */
export type ShellTenant = Camelized<Tenant>;

let current: ShellTenant | null = null;
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const read = () => current;

/** Asks which subdomain serves this site's host and keeps its id for `x-subdomain` (none: main marketplace). */
async function detect(): Promise<void> {
  const found = await api.get<ShellTenant | null>('/public/subdomain', {
    query: { url: window.location.origin },
    silent: true,
    withoutTenant: true,
  });
  safeLocalStorage.set(STORAGE_KEYS.subdomain, found ? String(found.id) : null);
  current = found;
  for (const listener of listeners) listener();
}

/**
 * Detects the tenant once at start, without holding up the first paint: API calls wait for it instead. When
 * the server answers that the stored subdomain is unknown (deactivated, removed), the id is forgotten and the
 * tenant detected once more; the calls refused meanwhile wait for that and are sent again.
 */
export function startTenant(): void {
  let redetection: Promise<boolean> | null = null;
  const tenancy: Tenancy = {
    // A failed detection keeps the stored id: calls go out as they did before.
    ready: detect().catch(() => undefined),
    redetect() {
      if (!redetection) {
        safeLocalStorage.set(STORAGE_KEYS.subdomain, null);
        redetection = detect().then(
          () => true,
          () => false,
        );
        tenancy.ready = redetection;
      }
      return redetection;
    },
  };
  setTenancy(tenancy);
}

/** The detected tenant, following a later detection. */
export function useTenant(): ShellTenant | null {
  return useSyncExternalStore(subscribe, read, read);
}
