import { applySiteConfig } from '@/config/site';

/** The address index.html preloads (`<link rel="preload" as="fetch" crossorigin>`): the same URL and mode, so this
 * call takes the response the browser started fetching beside the scripts. */
export const SITE_CONFIG_URL = '/api/site-config';

/** The longest the first render waits for the configuration; past it the defaults hold for this visit. */
export const SITE_CONFIG_WAIT_MS = 2500;

/** Reads the site's configuration and applies it; on any failure the defaults stay. Never rejects. */
export async function loadSiteConfig(): Promise<void> {
  try {
    const response = await fetch(SITE_CONFIG_URL, { signal: AbortSignal.timeout(SITE_CONFIG_WAIT_MS) });
    if (response.ok) applySiteConfig(await response.json());
  } catch {
    // Offline, slow or malformed: the built-in defaults (brand name, no optional feature) stay.
  }
}
