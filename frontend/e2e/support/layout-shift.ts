import type { BrowserContext, Page } from '@playwright/test';

/**
 * Cumulative layout shift as Chromium reports it (`layout-shift` entries, those right after input left out, as the
 * metric counts them), recorded from the page's first script on: an init script starts a buffered observer in every
 * document the page loads, and keeps each shift with what moved, so a failing check says which element jumped.
 */

export type Shift = {
  value: number;
  /** Milliseconds since the document's navigation started. */
  startTime: number;
  /** What moved: a short description of each element, with its box before and after. */
  sources: string[];
};

declare global {
  interface Window {
    __layoutShifts?: Shift[];
  }
}

/** Starts recording the layout shifts of every document `target` loads from now on. */
export async function recordLayoutShifts(target: Page | BrowserContext) {
  await target.addInitScript(() => {
    const shifts: Shift[] = [];
    window.__layoutShifts = shifts;
    const describe = (node: Node | null | undefined): string => {
      if (!node) return '(gone)';
      if (!(node instanceof Element)) return node.nodeName.toLowerCase();
      const id = node.id ? `#${node.id}` : '';
      const testId = node.getAttribute('data-testid');
      const part = node.getAttribute('data-part');
      const text = (node.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 50);
      return `${node.tagName.toLowerCase()}${id}${testId ? `[data-testid=${testId}]` : ''}${part ? `[data-part=${part}]` : ''} "${text}"`;
    };
    const rect = (r: DOMRectReadOnly) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
    try {
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources?: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
        })[]) {
          if (entry.hadRecentInput) continue;
          shifts.push({
            value: entry.value,
            startTime: entry.startTime,
            sources: (entry.sources ?? []).map(
              (source) => `${describe(source.node)}: ${rect(source.previousRect)} -> ${rect(source.currentRect)}`,
            ),
          });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    } catch {
      // A browser without layout-shift entries: nothing recorded.
    }
  });
}

/** The layout shifts of the page's current document so far (since `since`, ms after its navigation, if given). */
export async function layoutShifts(page: Page, since = 0): Promise<Shift[]> {
  // One frame and a moment more, so the observer has been told of the last frame's shifts.
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 50)))),
  );
  const shifts = await page.evaluate(() => window.__layoutShifts ?? []);
  return shifts.filter((shift) => shift.startTime >= since);
}

/** The cumulative layout shift of `shifts` (their sum: the pages are short-lived enough for one session window). */
export function cumulative(shifts: Shift[]): number {
  return shifts.reduce((total, shift) => total + shift.value, 0);
}

/** What moved, for a failure message. */
export function describeShifts(shifts: Shift[]): string {
  return shifts
    .map((shift) => `${shift.value.toFixed(4)} at ${Math.round(shift.startTime)}ms\n    ${shift.sources.join('\n    ')}`)
    .join('\n');
}

/**
 * Starts watching, in every document `target` loads, the first button whose text is `name`: each frame its box is
 * read, and each new position is kept (`watchedPositions`), from the frame it first appears. A button that never
 * moves has one position.
 */
export async function watchButtonPosition(target: Page | BrowserContext, name: string) {
  await target.addInitScript((text) => {
    const positions: string[] = [];
    (window as unknown as { __buttonPositions: string[] }).__buttonPositions = positions;
    const look = () => {
      const button = [...document.querySelectorAll('button')].find((element) => element.textContent?.trim() === text);
      if (button) {
        const box = button.getBoundingClientRect();
        // Page coordinates: the buyer's own scrolling is not a move.
        const at = `${Math.round(box.left + window.scrollX)},${Math.round(box.top + window.scrollY)} ${Math.round(box.width)}x${Math.round(box.height)}`;
        if (positions[positions.length - 1] !== at) positions.push(at);
      }
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  }, name);
}

/** The positions the watched button has had in the page's current document, in order. */
export function watchedPositions(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __buttonPositions?: string[] }).__buttonPositions ?? []);
}

/** Milliseconds since the current document's navigation started (for `layoutShifts(page, since)`). */
export function documentTime(page: Page): Promise<number> {
  return page.evaluate(() => performance.now());
}
