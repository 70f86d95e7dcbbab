/**
 * Drops the custom properties (design tokens: most of Chakra's CSS) that neither the rules nor the markup use,
 * directly or through another property. Values are read up to the next `;` or `}`, which token values never hold.
 */
export function withoutUnusedCustomProperties(css: string, html: string): string {
  const declaration = /(--[\w-]+)\s*:\s*([^;{}]*)(;|(?=\}))/g;
  const references = (text: string) => [...text.matchAll(/var\(\s*(--[\w-]+)/g)].map((m) => m[1]);
  const values = new Map<string, string[]>();
  for (const [, name, value] of css.matchAll(declaration)) values.set(name, [...(values.get(name) ?? []), value]);
  const pending = [...references(css.replace(declaration, '')), ...references(html)];
  const used = new Set<string>();
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    if (used.has(name)) continue;
    used.add(name);
    for (const value of values.get(name) ?? []) pending.push(...references(value));
  }
  return css.replace(declaration, (whole, name: string) => (used.has(name) ? whole : ''));
}
