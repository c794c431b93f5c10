type Navigate = (to: string, options?: { replace?: boolean }) => Promise<void>;

let navigate: Navigate | null = null;

/** Lets code outside React (the session) navigate through the app's router. */
export function registerNavigator(next: Navigate): void {
  navigate = next;
}

export async function navigateTo(to: string, options?: { replace?: boolean }): Promise<void> {
  if (navigate) await navigate(to, options);
  else window.location.assign(to);
}
