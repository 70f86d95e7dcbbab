import { createSystem, defaultBaseConfig, defineConfig, defineSlotRecipe, type SystemContext } from '@chakra-ui/react';
import {
  accordionSlotRecipe,
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  collapsibleSlotRecipe,
  dataListSlotRecipe,
  containerRecipe,
  dialogSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  nativeSelectSlotRecipe,
  popoverSlotRecipe,
  progressSlotRecipe,
  selectSlotRecipe,
  semanticTokens,
  separatorRecipe,
  spinnerRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
  tooltipSlotRecipe,
} from '@chakra-ui/react/theme';

/**
 * The recipes (component styles) the site uses, not all 74 of Chakra's: `defaultSystem` ships every one, about
 * 20 KB of gzipped JavaScript on every page for date pickers, carousels and colour pickers nobody sees. A component
 * whose recipe is missing renders unstyled, so theme.test.ts fails when src/ imports a Chakra component whose
 * recipe is not listed here (add it to the two lists below), and when a listed recipe styles nothing src/ imports
 * (each one is start-up code on every page: drop it).
 */
export const recipes = {
  badge: badgeRecipe,
  button: buttonRecipe,
  checkmark: checkmarkRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  input: inputRecipe,
  link: linkRecipe,
  separator: separatorRecipe,
  spinner: spinnerRecipe,
  textarea: textareaRecipe,
};

export const slotRecipes = {
  accordion: accordionSlotRecipe,
  alert: alertSlotRecipe,
  card: cardSlotRecipe,
  checkbox: checkboxSlotRecipe,
  collapsible: collapsibleSlotRecipe,
  dataList: dataListSlotRecipe,
  dialog: dialogSlotRecipe,
  field: fieldSlotRecipe,
  fieldset: fieldsetSlotRecipe,
  list: listSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  popover: popoverSlotRecipe,
  progress: progressSlotRecipe,
  select: selectSlotRecipe,
  table: tableSlotRecipe,
  tabs: tabsSlotRecipe,
  // Chakra dims a toast's description to 80% and its close icon to 60%: 3.8:1 and 2.2:1 on a success toast.
  toast: defineSlotRecipe({
    ...toastSlotRecipe,
    base: {
      ...toastSlotRecipe.base,
      description: { ...toastSlotRecipe.base?.description, opacity: '1' },
      closeTrigger: { ...toastSlotRecipe.base?.closeTrigger, color: 'currentColor' },
    },
  }),
  tooltip: tooltipSlotRecipe,
};

/**
 * The colour palettes the site uses. Each palette is 11 shades and 8 semantic colours, light and dark, that Chakra
 * turns into CSS variables on every page load; the five nobody uses (yellow, teal, cyan, purple, pink) cost start-up
 * time for nothing. theme.test.ts fails when src/ names a palette missing here.
 */
export const PALETTES = ['gray', 'red', 'orange', 'green', 'blue'] as const;
const UNUSED_PALETTES = new Set(['yellow', 'teal', 'cyan', 'purple', 'pink']);

function withoutUnusedPalettes<T extends object>(colors: T): T {
  return Object.fromEntries(Object.entries(colors).filter(([name]) => !UNUSED_PALETTES.has(name))) as T;
}

/**
 * Semantic tokens with their light value only. The site has no dark mode (nothing sets the `dark` class), and the
 * dark half of every token is a condition Chakra resolves into CSS variables on each page load: dropping it makes
 * start-up (createSystem) about a third faster.
 */
function lightOnly<T>(node: T): T {
  if (node === null || typeof node !== 'object') return node;
  if ('value' in node) {
    const value = (node as { value: unknown }).value;
    if (value !== null && typeof value === 'object' && '_light' in value) {
      return { ...node, value: (value as { _light: unknown })._light };
    }
    return node;
  }
  return Object.fromEntries(Object.entries(node).map(([key, child]) => [key, lightOnly(child)])) as T;
}

/** Chakra's default theme (tokens, text and layer styles, global CSS) with only the recipes and palettes above. */
const siteThemeConfig = defineConfig({
  preflight: true,
  cssVarsPrefix: 'chakra',
  cssVarsRoot: ':where(html, .chakra-theme)',
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: { ...tokens, colors: withoutUnusedPalettes(tokens.colors ?? {}) },
    semanticTokens: lightOnly({ ...semanticTokens, colors: withoutUnusedPalettes(semanticTokens.colors ?? {}) }),
    recipes,
    slotRecipes,
    textStyles,
    layerStyles,
    animationStyles,
  },
});

/**
 * Text colours every visitor can read (WCAG 2.2 AA: 4.5:1 for text) and focus rings they can see.
 *
 * Chakra's defaults put error text in red.500 (3.76:1 on white), success text in green.600 (3.3:1, less on the
 * green alert background), white on green.600 and orange.600 in toasts and solid badges (3.3:1 and 3.56:1), and a
 * 1-2px focus ring in the palette's 400/500 shade (gray.400 is 2.56:1 against white, under the 3:1 WCAG asks of a
 * focus indicator). theme.test.ts checks every pair below.
 */
export const ACCESSIBLE_COLORS = {
  errorText: '#b91c1c', // 6.47:1 on white, 5.30:1 on red.100
  successText: '#15803d', // 5.02:1 on white, 4.57:1 on green.100
  warningText: '#c2410c', // 5.18:1 on white, 4.88:1 on orange.50
  successSolid: '#15803d', // white text on it: 5.02:1
  warningSolid: '#c2410c', // white text on it: 5.18:1
  errorSolid: '#b91c1c', // white text on it: 6.47:1
  focusRing: '#1d4ed8', // 6.70:1 against white: a ring that stands out on any light surface
} as const;

/** A colour token (light only: see `lightOnly`). */
const light = (value: string) => ({ value });

const accessibleConfig = defineConfig({
  globalCss: {
    // Every ring is 3px (Chakra's recipes read this variable; 1-2px is easy to miss).
    html: { '--focus-ring-width': '3px' },
    // Elements without a recipe of their own (plain links, the skip link, native controls) get the same ring.
    '*:focus-visible': {
      outlineWidth: '3px',
      outlineStyle: 'solid',
      outlineColor: ACCESSIBLE_COLORS.focusRing,
      outlineOffset: '2px',
    },
  },
  theme: {
    semanticTokens: {
      colors: {
        fg: {
          error: light(ACCESSIBLE_COLORS.errorText),
          success: light(ACCESSIBLE_COLORS.successText),
          warning: light(ACCESSIBLE_COLORS.warningText),
        },
        border: {
          error: light(ACCESSIBLE_COLORS.errorText),
        },
        red: {
          solid: light(ACCESSIBLE_COLORS.errorSolid),
          focusRing: light(ACCESSIBLE_COLORS.errorText),
        },
        green: {
          solid: light(ACCESSIBLE_COLORS.successSolid),
          focusRing: light(ACCESSIBLE_COLORS.successText),
        },
        orange: {
          solid: light(ACCESSIBLE_COLORS.warningSolid),
          focusRing: light(ACCESSIBLE_COLORS.warningText),
        },
        blue: { focusRing: light(ACCESSIBLE_COLORS.focusRing) },
        gray: { focusRing: light(ACCESSIBLE_COLORS.focusRing) },
      },
    },
  },
});

let siteSystem: SystemContext | undefined;

/**
 * The site's Chakra system, made on first use: turning the tokens into CSS variables is about 40 ms of work (four
 * times that on a mid-range phone), which src/app/mount.tsx runs as a task of its own, apart from loading the code
 * and from rendering, so no single task holds the page that long.
 */
export function getSystem(): SystemContext {
  siteSystem ??= createSystem(defaultBaseConfig, siteThemeConfig, accessibleConfig);
  return siteSystem;
}
