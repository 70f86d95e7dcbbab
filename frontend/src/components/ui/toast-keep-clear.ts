/**
 * Where the toast stack goes so it covers no control that must stay in reach (issue 24: a toast never covers the
 * download button on a phone). Pure geometry, in viewport pixels; toaster-view.tsx measures and applies it.
 */

/** A rectangle on screen, in viewport pixels. */
export type Box = { top: number; bottom: number; left: number; right: number };

/** Marks an element toasts keep clear of: a page's main action (e.g. the download button). */
export const KEEP_CLEAR_ATTRIBUTE = 'data-toast-keep-clear';

/** Room kept between the toasts and what they keep clear of. */
const GAP = 8;

export type KeepClearInput = {
  /** The edge the toasts are placed against: 'bottom' on phones, 'top' on wide screens. */
  side: 'top' | 'bottom';
  viewportHeight: number;
  /** The stack of toasts: its height and where it spans across the screen. */
  stack: { height: number; left: number; right: number };
  /** The toaster's own distance from its edge. */
  offset: number;
  /** The lowest edge of what the toasts should not go under when they move (the sticky header's bottom). */
  ceiling: number;
  /** What the toasts must not cover. */
  keepClear: Box[];
};

const overlaps = (top: number, height: number, stack: KeepClearInput['stack'], box: Box) =>
  box.left < stack.right && box.right > stack.left && box.top < top + height && box.bottom > top;

/**
 * The toasts' distance from their edge: the toaster's own offset when that covers nothing in `keepClear`; else the
 * nearest place, just above or just below one of them (or just under the header), where the whole stack covers none
 * of them and stays on screen; the own offset again when there is no such place (the stack is taller than any gap).
 */
export function keepClearOffset({ side, viewportHeight, stack, offset, ceiling, keepClear }: KeepClearInput): number {
  const height = stack.height;
  const home = side === 'bottom' ? viewportHeight - offset - height : offset;
  const highest = side === 'bottom' ? Math.max(ceiling + GAP, 0) : offset;
  const lowest = viewportHeight - (side === 'bottom' ? offset : GAP) - height;
  const fits = (top: number) =>
    top >= highest - 0.5 && top <= lowest + 0.5 && !keepClear.some((box) => overlaps(top, height, stack, box));
  const toOffset = (top: number) => Math.round(side === 'bottom' ? viewportHeight - top - height : top);

  if (fits(home)) return offset;
  const candidates = [
    ...keepClear.flatMap((box) => [box.top - GAP - height, box.bottom + GAP]),
    ...(side === 'bottom' ? [ceiling + GAP] : []),
  ]
    .filter(fits)
    .sort((a, b) => Math.abs(a - home) - Math.abs(b - home));
  return candidates.length > 0 ? toOffset(candidates[0]) : offset;
}
