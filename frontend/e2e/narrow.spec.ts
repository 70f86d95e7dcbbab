import { expect, test } from '@playwright/test';

/** A 360px-wide phone never scrolls sideways: the header (brand, guarantee, 'Try Risk-Free') fits. */
for (const width of [360, 375, 414]) {
  test(`no sideways scrolling at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    for (const path of ['/', '/sample-document/nda']) {
      await page.goto(path);
      await expect(page.getByRole('banner').getByRole('button', { name: 'Try Risk-Free' })).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${path} is ${overflow}px wider than the screen`).toBeLessThanOrEqual(0);
    }
  });
}
