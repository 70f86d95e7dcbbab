/**
 * The home page's two layouts switch at 640px (spec §2, §9 'Mobile breakpoint 640px'). Which layout shows is plain
 * CSS, so the first paint is already right (no layout shift); `MOBILE_QUERY` is for the few places where behaviour,
 * not only looks, differs.
 *
 * The rules hide with `max-width`/`min-width` media queries only, never with a hidden base style, so both layouts
 * stay in the DOM for tests that run without media queries (jsdom).
 */
export const MOBILE_QUERY = '(max-width: 639.98px)';

/** Shown below 640px only. */
export const mobileOnly = { '@media (min-width: 640px)': { display: 'none' } } as const;

/** Shown from 640px only. */
export const wideOnly = { [`@media ${MOBILE_QUERY}`]: { display: 'none' } } as const;

/**
 * Text in form controls: 16px on phones and tablets so iOS does not zoom into the field on focus (spec §9 audit),
 * the design's 14px from 768px.
 */
export const CONTROL_FONT_SIZE = { base: 'md', md: 'sm' } as const;

/**
 * The same rule for every text field, select and text area inside a block, for controls whose component sets a
 * smaller size itself (e.g. the code box).
 */
export const legibleControls = {
  '@media (max-width: 767.98px)': { '& input, & select, & textarea': { fontSize: '16px' } },
} as const;

/**
 * Touch screens and narrow windows, where a tooltip cannot be hovered: info tips open as popovers there
 * (spec §2 'popover on narrow screens').
 */
export const TOUCH_OR_NARROW_QUERY = '(hover: none), (pointer: coarse), (max-width: 767.98px)';
