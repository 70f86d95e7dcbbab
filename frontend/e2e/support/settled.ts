import { expect, type Page, type Request } from '@playwright/test';

/**
 * Waits until the page has settled, judged by what it does rather than by a time: its document has loaded and been
 * quiet once, the browser has been idle once since (so what the page leaves for idle time, such as the analytics
 * vendors, has started), every finite animation has finished, and no request has been in flight for `quietMs`.
 *
 * A check that something does *not* happen (no second download, no redirect, nothing sent) runs after this: by then
 * whatever the page was going to do in answer to the last step has been done.
 */
export async function settled(page: Page, { quietMs = 500, timeoutMs = 20_000 } = {}) {
  // The document's own first quiet moment: requests it started before the listeners below were attached are not
  // counted by them (after an in-app navigation this resolves at once, the document having been quiet before).
  await page.waitForLoadState('networkidle');
  const inFlight = new Set<Request>();
  let lastActivity = Date.now();
  const started = (request: Request) => {
    inFlight.add(request);
    lastActivity = Date.now();
  };
  const ended = (request: Request) => {
    inFlight.delete(request);
    lastActivity = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await page.evaluate(
      () => new Promise<void>((resolve) => window.requestIdleCallback(() => resolve(), { timeout: 3000 })),
    );
    await animationsFinished(page);
    await expect
      .poll(() => inFlight.size === 0 && Date.now() - lastActivity >= quietMs, {
        timeout: timeoutMs,
        intervals: [100],
        message: `the page kept loading for ${timeoutMs} ms`,
      })
      .toBe(true);
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

/** Resolves when every finite animation running in the page (a dialog opening, a toast sliding in) has finished. */
export async function animationsFinished(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        // A cancelled animation (its element went away) is finished too, as far as the page is concerned.
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}
