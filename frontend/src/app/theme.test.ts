/// <reference types="node" />
import { defaultSystem } from '@chakra-ui/react';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ACCESSIBLE_COLORS, PALETTES, getSystem, recipes, slotRecipes } from './theme';

const system = getSystem();

/** WCAG 2.2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const channel = parseInt(hex.slice(i, i + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

const NAMED_COLORS: Record<string, string> = { white: '#ffffff', black: '#000000' };

/** A token's light-mode colour, following references to the palette (`{colors.red.100}`). */
function lightColor(name: string): string {
  const token = system.tokens.getByName(`colors.${name}`);
  if (!token) throw new Error(`no colour token ${name}`);
  const conditions = token.extensions?.conditions as Record<string, string> | undefined;
  const value = conditions?._light ?? conditions?.base ?? String(token.originalValue);
  const reference = value.match(/^\{colors\.(.+)\}$/);
  if (reference) return lightColor(reference[1]);
  return NAMED_COLORS[value] ?? value;
}

describe('theme colours', () => {
  const white = '#ffffff';
  // [foreground, background, what it is]
  const textPairs: [string, string, string][] = [
    ['fg.error', 'bg', 'field errors and error text'],
    ['fg.error', 'bg.panel', 'error text on cards and dialogs'],
    ['fg.error', 'bg.error', 'error text in an error alert'],
    ['fg.error', 'red.100', 'error text on a subtle red badge'],
    ['fg.success', 'bg', 'success text'],
    ['fg.success', 'bg.success', 'success text in a success alert'],
    ['fg.success', 'green.100', 'success text on a subtle green badge'],
    ['fg.warning', 'bg', 'warning text'],
    ['fg.warning', 'bg.warning', 'warning text in a warning alert'],
    ['red.contrast', 'red.solid', 'error toasts and solid red badges and buttons'],
    ['green.contrast', 'green.solid', 'success toasts and solid green badges'],
    ['orange.contrast', 'orange.solid', 'warning toasts and the solid orange badge'],
    ['blue.contrast', 'blue.solid', 'solid blue buttons'],
    ['fg.muted', 'bg', 'muted text'],
    ['fg.muted', 'bg.subtle', 'muted text in the footer'],
  ];

  it.each(textPairs)('%s on %s (%s) is at least 4.5:1', (fg, bg) => {
    const [fgColor, bgColor] = [lightColor(fg), lightColor(bg)];
    expect(fgColor).toMatch(/^#[0-9a-f]{6}$/i);
    expect(contrast(fgColor, bgColor)).toBeGreaterThanOrEqual(4.5);
  });

  it('uses the accessible values, not Chakra defaults', () => {
    expect(lightColor('fg.error')).toBe(ACCESSIBLE_COLORS.errorText);
    expect(lightColor('fg.success')).toBe(ACCESSIBLE_COLORS.successText);
    expect(lightColor('green.solid')).toBe(ACCESSIBLE_COLORS.successSolid);
  });

  it('shows toast text at full strength, keeping the rest of the toast recipe', () => {
    const toast = system.getSlotRecipe('toast');
    expect(toast.base.description.opacity).toBe('1');
    expect(toast.base.closeTrigger.color).toBe('currentColor');
    expect(toast.base.root.bg).toBe('bg.panel');
    expect(toast.base.title.fontWeight).toBe('medium');
  });

  it('draws focus rings that stand out (3:1 against white, as WCAG asks of focus indicators)', () => {
    for (const palette of ['gray', 'blue', 'red', 'green', 'orange']) {
      expect(contrast(lightColor(`${palette}.focusRing`), white), palette).toBeGreaterThanOrEqual(3);
    }
    expect(contrast(ACCESSIBLE_COLORS.focusRing, white)).toBeGreaterThanOrEqual(4.5);
  });
});

// A path in a variable: Vite rewrites `new URL('<literal>', import.meta.url)` into an asset address.
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const src = here('../');

/** Every source file of src/ but tests and the theme itself, with its text. */
function sourceFiles(): { file: string; text: string }[] {
  return readdirSync(src, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\./.test(entry.name))
    .map((entry) => `${entry.parentPath}/${entry.name}`)
    .filter((file) => !file.endsWith('/app/theme.ts'))
    .map((file) => ({ file: file.slice(src.length), text: readFileSync(file, 'utf8') }));
}

/** The Chakra components imported anywhere in src/ (not tests). */
function importedChakraComponents(): Map<string, string> {
  const found = new Map<string, string>();
  for (const { file, text } of sourceFiles()) {
    for (const match of text.matchAll(/import\s*\{([^}]+)\}\s*from\s*'@chakra-ui\/react'/g)) {
      for (const part of match[1].split(',')) {
        const name = part.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0];
        if (/^[A-Z]/.test(name)) found.set(name, file);
      }
    }
  }
  return found;
}

/** The recipes a component styles itself with, where its name does not say it. */
const RECIPES_OF: Record<string, string[]> = {
  IconButton: ['button'],
  CloseButton: ['button'],
  ButtonGroup: ['button'],
  Toaster: ['toast'],
  Checkbox: ['checkbox', 'checkmark'],
  CheckboxGroup: ['checkbox', 'checkmark'],
  RadioGroup: ['radioGroup', 'radiomark'],
  AvatarGroup: ['avatar'],
  InputGroup: ['inputAddon'],
  PopoverRoot: ['popover'],
};

describe('theme palettes', () => {
  it('has every colour palette src/ names (add a missing one to PALETTES in src/app/theme.ts)', () => {
    const palettes = 'gray|red|orange|yellow|green|teal|blue|cyan|purple|pink';
    const shade = new RegExp(`\\b(${palettes})\\.(\\d{2,3}|solid|subtle|muted|emphasized|fg|contrast|focusRing|border)\\b`, 'g');
    const palette = new RegExp(`colorPalette[=:]\\s*\\{?\\s*["'](${palettes})["']`, 'g');
    const missing: string[] = [];
    for (const { file, text } of sourceFiles()) {
      for (const match of [...text.matchAll(shade), ...text.matchAll(palette)]) {
        if (!(PALETTES as readonly string[]).includes(match[1])) missing.push(`${match[0]} in ${file}`);
      }
    }
    expect(missing).toEqual([]);
    for (const name of PALETTES) expect(system.tokens.getByName(`colors.${name}.500`), name).toBeDefined();
  });
});

describe('theme recipes', () => {
  it('styles every Chakra component src/ uses (add a missing recipe to src/app/theme.ts)', () => {
    const missing: string[] = [];
    for (const [component, file] of importedChakraComponents()) {
      const keys = RECIPES_OF[component] ?? [component.charAt(0).toLowerCase() + component.slice(1)];
      for (const key of keys) {
        if (defaultSystem.hasRecipe(key) && !system.hasRecipe(key)) missing.push(`${component} (${key}) in ${file}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('keeps no recipe that styles nothing src/ uses (drop it from src/app/theme.ts)', () => {
    const used = new Set(
      [...importedChakraComponents().keys()].flatMap(
        (component) => RECIPES_OF[component] ?? [component.charAt(0).toLowerCase() + component.slice(1)],
      ),
    );
    const kept = [...Object.keys(recipes), ...Object.keys(slotRecipes)];
    expect(kept.filter((key) => !used.has(key))).toEqual([]);
  });
});
