/**
 * The first screen some pages ship as HTML (build-tools/prerender.ts): drawn by the browser before any script runs,
 * replaced by the app's own render. These names are the contract between the build step and the app.
 */

/** The wrapper of the prerendered markup inside #root. */
export const SHELL_ATTRIBUTE = 'data-prerendered-shell';

/** The <style> element holding the rules the prerendered markup uses. */
export const SHELL_STYLES_ID = 'prerendered-css';

/** Whether this page arrived with a prerendered first screen. */
export function hasPrerenderedShell(): boolean {
  return document.querySelector(`[${SHELL_ATTRIBUTE}]`) !== null;
}

/**
 * Resolves once the browser has had a chance to paint what it has: the prerendered screen shows before the app's
 * code starts its work (which, on a slow phone, takes most of a second). The timer covers tabs that do not paint
 * (opened in the background), so the app never waits longer than that for a frame.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, 100);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(timer);
        resolve();
      }, 0),
    );
  });
}

/** Drops the prerendered screen's rules once the app has drawn its own (emotion has inserted the same ones). */
export function removePrerenderedStyles(): void {
  document.getElementById(SHELL_STYLES_ID)?.remove();
}
