// Inter, shipped with the app (no font service). @ipe/ui imports it too, but a bundler that
// tree-shakes its theme module drops that import, so the app states it.
import '@fontsource-variable/inter/wght.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { ensureDeviceKey } from '@ipe/api-client';
import { themeClass, themeRoot } from '@ipe/ui';
import { App } from './app/App';
import { createI18n, storedLanguage } from './app/i18n/i18n';
import { warmUpIntl } from './app/intl/warmUpIntl';
import { observableStore } from './app/session/observableStore';
import { readSession } from './app/session/session';

const store = observableStore(window.localStorage, window);
// This browser's device key exists before any call that could carry it.
ensureDeviceKey(store);
// Signed in, the bank's screens come next and format amounts: ICU starts on a worker while this
// page still waits for its texts and scripts, not beside its first screens' work. Sign-in formats
// none, and its page shares the phone's cores with nothing more (docs/architecture/performance.md).
if (readSession(store).token !== null) warmUpIntl();

// The theme sits on <html> so portals (dialogs, notifications, the overlay) are themed too.
const dark = window.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false;
document.documentElement.classList.add(themeClass(dark ? 'dark' : 'light'), themeRoot);

const i18n = await createI18n(storedLanguage(window.localStorage));
document.documentElement.lang = i18n.language;

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
const reactRoot = createRoot(root);
// The first render as a transition: React renders it in slices and lets the browser answer
// input between them, instead of one long task on a phone's CPU
// (docs/architecture/performance.md).
startTransition(() => {
  reactRoot.render(
    <StrictMode>
      <App
        i18n={i18n}
        store={store}
        baseUrl={import.meta.env.VITE_API_URL || window.location.origin}
      />
    </StrictMode>,
  );
});
