import { describe, expect, it } from 'vitest';
import { keepClearOffset, type KeepClearInput } from './toast-keep-clear';

/** A 390x844 phone: toasts at the bottom, 16px up, across the screen less 16px each side, under a 77px header. */
const phone = (keepClear: KeepClearInput['keepClear'], height = 76): KeepClearInput => ({
  side: 'bottom',
  viewportHeight: 844,
  stack: { height, left: 16, right: 374 },
  offset: 16,
  ceiling: 77,
  keepClear,
});
const button = (top: number, bottom = top + 44) => ({ top, bottom, left: 16, right: 374 });

describe('toasts keep clear of the controls in use', () => {
  it('keep their own place when it covers nothing', () => {
    expect(keepClearOffset(phone([]))).toBe(16);
    expect(keepClearOffset(phone([button(300)]))).toBe(16);
    // Beside the stack, not under it: no matter.
    expect(keepClearOffset(phone([{ top: 760, bottom: 800, left: 380, right: 390 }]))).toBe(16);
  });

  it('rise just above a button that their place would cover', () => {
    // The stack would span 752-828; the button is at 720-764: the stack ends 8px above it.
    const offset = keepClearOffset(phone([button(720)]));
    expect(offset).toBe(844 - (720 - 8));
    const stackTop = 844 - offset - 76;
    expect(stackTop).toBeGreaterThanOrEqual(77);
  });

  it('rise above a tall control, and above two stacked buttons', () => {
    expect(844 - keepClearOffset(phone([button(200, 830)]))).toBe(200 - 8);
    const offset = keepClearOffset(phone([button(740), button(680, 730)]));
    expect(844 - offset).toBe(680 - 8);
  });

  it('keep their place when no gap is tall enough', () => {
    expect(keepClearOffset(phone([button(80, 840)], 300))).toBe(16);
  });

  it('move down from the top on wide screens', () => {
    const wide: KeepClearInput = {
      side: 'top',
      viewportHeight: 900,
      stack: { height: 80, left: 880, right: 1264 },
      offset: 16,
      ceiling: 60,
      keepClear: [{ top: 40, bottom: 84, left: 500, right: 1000 }],
    };
    expect(keepClearOffset(wide)).toBe(84 + 8);
    expect(keepClearOffset({ ...wide, keepClear: [{ top: 40, bottom: 84, left: 100, right: 400 }] })).toBe(16);
  });
});
