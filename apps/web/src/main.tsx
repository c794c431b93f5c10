import '@fontsource/noto-sans/latin-400.css';
import '@fontsource/noto-sans/latin-500.css';
import '@fontsource/noto-sans/latin-600.css';
import '@fontsource/noto-sans/latin-700.css';
import '@fontsource/noto-sans/latin-800.css';
import '@fontsource/noto-sans-thai/thai-400.css';
import '@fontsource/noto-sans-thai/thai-500.css';
import '@fontsource/noto-sans-thai/thai-600.css';
import '@fontsource/noto-sans-thai/thai-700.css';
// Mantine's styles for the first pages only: the rest loads with the first page that may use them.
import './app/styles/mantine-first-screen.css';
import '@mantine/notifications/styles.css';
import '@mantine/nprogress/styles.css';
import './app/reduced-motion.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { readBootData } from './app/boot-data.ts';
import { pauseNotificationsWhileWindowBlurred } from './app/notify.ts';
import { reportUncaughtErrors, startReporting } from './app/report.ts';
import { PATHS } from './app/router/paths.ts';
import { startSession } from './app/session/session-actions.ts';
import { startSiteConfig } from './app/site/site-config.ts';
import { startTenant } from './app/tenant/tenant.ts';
import { startHomeCalls } from './features/home/first-calls.ts';
import { startI18n } from './i18n/index.ts';

function renderApp(): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  const root = createRoot(container);
  // A transition: React renders the first screen in slices of a few milliseconds, leaving the main thread free
  // in between (a phone's CPU would otherwise be blocked for the whole first render).
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}

// First: every API call (the session's included) waits for the tenant, while the page draws. The server writes
// the tenant and the site's settings into the page, so usually nothing waits.
const boot = readBootData();
startTenant(boot?.tenant);
reportUncaughtErrors();
void startSiteConfig(boot?.siteConfig).then((site) => startReporting(site?.sentryDsn ?? null));
pauseNotificationsWhileWindowBlurred();
// `GET /user` goes out now, beside the page's code (the router started loading it when it was created) and
// a stored language's texts, instead of after them.
startSession();
// The home page (where every sign-in lands) asks for its data beside `GET /user` too, not once the route tables
// and its code have arrived.
if (window.location.pathname === PATHS.home) startHomeCalls();
void startI18n().then(renderApp);
