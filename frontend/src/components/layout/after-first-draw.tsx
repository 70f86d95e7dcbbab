import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Draws `children` just after the rest of the screen, in a transition: React renders them in slices that yield to the
 * browser, so a long page's lower sections do not make one long task with the part a visitor sees first (Total
 * Blocking Time, issue 24). For what the visitor does not need first and what sits below everything drawn with it: it
 * arrives a moment later, so nothing already on screen moves.
 */
export function AfterFirstDraw({ children }: { children: ReactNode }) {
  const [drawn, setDrawn] = useState(false);
  useEffect(() => startTransition(() => setDrawn(true)), []);
  return drawn ? children : null;
}
