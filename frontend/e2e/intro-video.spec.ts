import { expect, type Page } from '@playwright/test';
import { startOwnServer, testWithOwnServer } from './support/own-server';

/**
 * Issue 24, point 7: the /nda intro video plays when INTRO_VIDEO_URL is a YouTube or Vimeo page link as people copy
 * it. The server serves the player's address (site-config) and its Content-Security-Policy frames exactly that
 * player's origin: the frame's request reaches the player (answered here, no network) only because the policy lets
 * it, and the page reports no violation. Servers of this spec's own carry the setting.
 */
const test = testWithOwnServer('intro-video', { INTRO_VIDEO_URL: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=30s&si=e2e' });

const WIDTHS = [375, 1280] as const;
const VIDEO_FRAME = 'iframe[title^="Intro video"]';

/** Opens /nda with the players answered here; what the frame asked for and the policy's violations. */
async function openWithPlayer(page: Page, url: string) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    window.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  const framed: string[] = [];
  for (const player of ['https://www.youtube-nocookie.com/**', 'https://player.vimeo.com/**']) {
    await page.route(player, (route) => {
      framed.push(route.request().url());
      return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Player</title><p>Intro player</p>' });
    });
  }
  const response = await page.goto(url);
  const policy = response?.headers()['content-security-policy'] ?? '';
  const frame = page.locator(VIDEO_FRAME);
  await frame.scrollIntoViewIfNeeded();
  await expect(page.frameLocator(VIDEO_FRAME).getByText('Intro player')).toBeVisible();
  const src = (await frame.getAttribute('src')) ?? '';
  const violations = await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
  return { policy, src, framed, violations };
}

for (const width of WIDTHS) {
  test(`at ${width}px a YouTube page link plays in YouTube's player, which the page's policy frames`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width > 600 ? 900 : 812 });
    const { policy, src, framed, violations } = await openWithPlayer(page, '/nda');
    expect(new URL(src).origin).toBe('https://www.youtube-nocookie.com');
    expect(src).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ\?/);
    expect(new URL(src).searchParams.get('start')).toBe('30');
    expect(policy).toMatch(/(^|; )frame-src https:\/\/www\.youtube-nocookie\.com(;|$)/);
    expect(framed.some((url) => url.startsWith('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'))).toBe(true);
    expect(violations).toEqual([]);
  });
}

test('a Vimeo link plays in Vimeo’s player, which the page’s policy frames', async ({ page }) => {
  const vimeo = await startOwnServer('intro-video-vimeo', { INTRO_VIDEO_URL: 'https://vimeo.com/76979871' });
  try {
    await page.setViewportSize({ width: 375, height: 812 });
    const { policy, src, framed, violations } = await openWithPlayer(page, `${vimeo.origin}/nda`);
    expect(src).toMatch(/^https:\/\/player\.vimeo\.com\/video\/76979871\?/);
    expect(policy).toMatch(/(^|; )frame-src https:\/\/player\.vimeo\.com(;|$)/);
    expect(framed.some((url) => url.startsWith('https://player.vimeo.com/video/76979871'))).toBe(true);
    expect(violations).toEqual([]);
  } finally {
    vimeo.stop();
  }
});
