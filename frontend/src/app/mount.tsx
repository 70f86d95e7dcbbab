import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { removePrerenderedStyles } from '@/lib/prerendered-shell';
import { App } from './app';
import { getSystem } from './theme';

/**
 * Renders the app into `container`, in steps a phone can interleave with the visitor's taps and scrolls: the theme
 * is made in a task of its own, then the first render runs as a transition (React works in short slices and yields
 * between them). The commit replaces the container's prerendered markup, where there is one.
 */
export async function mountApp(container: HTMLElement): Promise<void> {
  await nextTask();
  getSystem();
  await nextTask();
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
        <PrerenderedStylesCleanup />
      </StrictMode>,
    );
  });
}

/** Lets the browser handle input and paint before the next piece of start-up work. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

function PrerenderedStylesCleanup() {
  useEffect(removePrerenderedStyles, []);
  return null;
}
