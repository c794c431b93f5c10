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

/** Keeps the tenant's id for `x-subdomain` (none: main marketplace). */
function adopt(found: ShellTenant | null): void {
  safeLocalStorage.set(STORAGE_KEYS.subdomain, found ? String(found.id) : null);
  current = found;
  for (const listener of listeners) listener();
}

/** Asks which subdomain serves this site's host. */
async function detect(): Promise<void> {
  const found = await api.get<ShellTenant | null>('/public/subdomain', {
    query: { url: window.location.origin },
    silent: true,
    withoutTenant: true,
  });
  adopt(found);
}

/**
 * Takes the tenant the server wrote into the page (`known`, from the boot data: `undefined` when there is none)
 * or detects it, without holding up the first paint: API calls wait for it instead. When the server answers that
 * the stored subdomain is unknown (deactivated, removed), the id is forgotten and the tenant detected once more;
 * the calls refused meanwhile wait for that and are sent again.
 */
export function startTenant(known?: ShellTenant | null): void {
  let redetection: Promise<boolean> | null = null;
  const tenancy: Tenancy = {
    // A failed detection keeps the stored id: calls go out as they did before.
    ready: known === undefined ? detect().catch(() => undefined) : Promise.resolve(adopt(known)),
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
