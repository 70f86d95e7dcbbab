/** Work that may wait: started once the page has loaded and the browser has nothing better to do. */

/** After the load event, when the browser is idle (at most 3 s later): never in the way of the first paint. */
export function afterLoadWhenIdle(): Promise<void> {
  return new Promise((resolve) => {
    const idle = () => {
      // Safari has no requestIdleCallback.
      if (typeof window.requestIdleCallback === 'function') {
        window.requestIdleCallback(() => resolve(), { timeout: 3000 });
      } else {
        setTimeout(resolve, 1);
      }
    };
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });
}
