import { describe, expect, it } from 'vitest';
import { withoutUnusedCustomProperties } from './unused-custom-properties.ts';

describe('withoutUnusedCustomProperties', () => {
  const tokens = ':root{--blue: #00f;--red: #f00;--accent: var(--blue);--spacing-4: 1rem;--unused-chain: var(--red)}';

  it('keeps the properties the rules use, directly or through another property, and drops the rest', () => {
    const css = `${tokens}.css-a{color: var(--accent)}`;
    const pruned = withoutUnusedCustomProperties(css, '<p class="css-a">x</p>');
    expect(pruned).toContain('--accent: var(--blue);');
    expect(pruned).toContain('--blue: #00f;');
    expect(pruned).not.toContain('--red');
    expect(pruned).not.toContain('--spacing-4');
    expect(pruned).not.toContain('--unused-chain');
    expect(pruned).toContain('.css-a{color: var(--accent)}');
  });

  it('keeps what the markup itself reads, and a last declaration without a semicolon', () => {
    const pruned = withoutUnusedCustomProperties(tokens, '<div style="padding: var(--spacing-4)"></div>');
    expect(pruned).toContain('--spacing-4: 1rem;');
    expect(withoutUnusedCustomProperties(':root{--a: 1px}.x{width: var(--a)}', '')).toBe(':root{--a: 1px}.x{width: var(--a)}');
  });
});
