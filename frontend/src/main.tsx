import { startEarlyRequests } from '@/app/early-requests';
import { loadSiteConfig } from '@/config/load-site-config';
import { afterNextPaint, hasPrerenderedShell } from '@/lib/prerendered-shell';

// The configuration was requested with the page (index.html preloads it), so it is normally here by the time this
// runs; the first render waits for it (at most SITE_CONFIG_WAIT_MS), so no page shows the defaults and then changes.
// The app's code is a separate file, downloaded beside this one (index.html preloads it) but run only after a
// prerendered first screen has been painted: docs/decisions/0017.
async function start(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  const [, { mountApp }] = await Promise.all([
    loadSiteConfig(),
    (hasPrerenderedShell() ? afterNextPaint() : Promise.resolve()).then(() => import('@/app/mount')),
  ]);
  await mountApp(root);
}

startEarlyRequests();
void start();
