import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { loadSiteConfig } from '@/config/load-site-config';

// The configuration was requested with the page (index.html preloads it), so it is normally here by the time this
// runs; the first render waits for it (at most SITE_CONFIG_WAIT_MS), so no page shows the defaults and then changes.
void loadSiteConfig().then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
