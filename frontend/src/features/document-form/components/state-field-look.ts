import { CONTROL_FONT_SIZE } from '@/lib/responsive';

/** The visible height of the state list (spec §2, §9): about five states, the rest scroll. */
export const STATE_LIST_MAX_HEIGHT = '200px';

/**
 * What the State/Jurisdiction trigger adds to the select recipe, shared by the stand-in and the real list's trigger
 * so the swap between them does not move or restyle anything. The placeholder reads like the native selects' beside
 * it (and keeps full contrast).
 */
export const stateTriggerLook = {
  fontSize: CONTROL_FONT_SIZE,
  bg: 'bg.panel',
  _placeholderShown: { color: 'fg' },
} as const;
