type Listener = () => void;

let requested = false;
let mounted = false;
const listeners = new Set<Listener>();
let resolveReady: () => void = () => undefined;
const ready = new Promise<void>((resolve) => {
  resolveReady = resolve;
});

/**
 * Dialogs and toasts are loaded the first time something shows one (they are not needed to draw a page).
 * Resolves once they are mounted and listening.
 */
export function loadOverlays(): Promise<void> {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  return ready;
}

export const overlaysState = {
  isRequested: (): boolean => requested,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  isReady: (): boolean => mounted,
  markReady: (): void => {
    mounted = true;
    resolveReady();
  },
};
