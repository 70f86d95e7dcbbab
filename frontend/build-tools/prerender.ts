import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { chromium } from '@playwright/test';
import type { Plugin } from 'vite';
import { writeCompressedCopies } from './precompress.ts';
import { withoutUnusedCustomProperties } from './unused-custom-properties.ts';

interface PrerenderedTable {
  /** Route -> file under the build folder, for each page that ships its first screen as HTML. */
  pages: Record<string, string>;
  /** What a page needs to be drawn in the state its HTML shows, where that is not the state a bare visit draws. */
  drawnWith?: Record<string, DrawSetup | string>;
}

/** How a page is drawn (build-tools/prerendered-pages.json `drawnWith`). */
interface DrawSetup {
  /** Items the page finds in localStorage (a stand-in held code). */
  localStorage?: Record<string, string>;
  /** false: the API never answers (but for the site configuration), so the page shows its waiting state. */
  apiAnswers?: boolean;
  /** The element whose presence says the screen is drawn (default: the page's h1). */
  drawnWhen?: string;
}

/** build-tools/prerendered-pages.json: the pages that ship their first screen as HTML, and how each is drawn. */
function readTable(root: string): PrerenderedTable {
  return JSON.parse(readFileSync(path.join(root, 'build-tools/prerendered-pages.json'), 'utf8')) as PrerenderedTable;
}

/** A page's entry in `drawnWith` (none: drawn as a bare visit draws it; the table's "//" note is no entry). */
function drawSetup(table: PrerenderedTable, route: string): DrawSetup {
  const setup = table.drawnWith?.[route];
  return typeof setup === 'object' ? setup : {};
}

/** Must match src/lib/prerendered-shell.ts (the app removes these once it has drawn its own screen). */
const SHELL_ATTRIBUTE = 'data-prerendered-shell';
const SHELL_STYLES_ID = 'prerendered-css';

/** The phone the first screen is drawn for: Lighthouse's mobile emulation (a Moto G Power). */
const PHONE = { width: 412, height: 823, deviceScaleFactor: 1.75 };

/**
 * Stand-ins for the run-time configuration (docs/decisions/0014) while the pages are drawn: wherever one shows up in
 * the markup, the element is kept for its space but hidden, and links carrying one lose their address, so a page
 * never shows a brand or an address the deployment did not configure.
 */
const RUNTIME_MARKERS = { brandName: 'PrerenderBrandMarker', supportEmail: 'prerender-marker@example.invalid' };

/** Above this width the pages draw a different layout (src/lib/responsive.ts): the phone's screen stays hidden. */
const WIDE_QUERY = '(min-width: 640px)';

/**
 * After the build, draws the first screen of the pages in build-tools/prerendered-pages.json in Chromium at phone
 * width and writes each as its own HTML file: index.html with that markup inside #root and the CSS rules it uses
 * inlined. A phone then paints the page as soon as the HTML arrives, before the app's ~190 KB of JavaScript has
 * arrived and run; the app's first render replaces the markup (src/main.tsx, src/app/mount.tsx). Every other page
 * keeps the bare index.html.
 *
 * Without Chromium (CHROMIUM_PATH, default /usr/bin/chromium) the files are written as copies of index.html, so a
 * deployment's routing holds either way, and the build says so.
 */
export function prerender(): Plugin {
  let root = process.cwd();
  let outDir = 'dist';
  return {
    name: 'prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const table = readTable(root);
      const pages = table.pages;
      const indexHtml = await readFile(path.join(outDir, 'index.html'), 'utf8');
      const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
      const routes = Object.keys(pages).map((route) => ({ route, setup: drawSetup(table, route) }));
      const shells = existsSync(chromiumPath) ? await drawPages(outDir, routes, chromiumPath) : null;
      if (!shells) {
        this.warn(`no Chromium at ${chromiumPath}: ${Object.keys(pages).join(', ')} are served without a prerendered first screen`);
      }
      for (const [route, file] of Object.entries(pages)) {
        const shell = shells?.get(route);
        const full = path.join(outDir, file);
        await mkdir(path.dirname(full), { recursive: true });
        await writeFile(full, shell ? withShell(indexHtml, shell) : indexHtml);
        await writeCompressedCopies(full);
      }
    },
  };
}

interface Shell {
  html: string;
  css: string;
}

function withShell(indexHtml: string, shell: Shell): string {
  if (/<\/style/i.test(shell.css)) throw new Error('prerender: a CSS rule contains </style');
  const styles =
    `<style id="${SHELL_STYLES_ID}">${shell.css}` +
    `[${SHELL_ATTRIBUTE}]{display:contents}@media ${WIDE_QUERY}{[${SHELL_ATTRIBUTE}]{display:none}}</style>`;
  const emptyRoot = '<div id="root"></div>';
  if (!indexHtml.includes(emptyRoot) || !indexHtml.includes('</head>')) {
    throw new Error('prerender: index.html has no empty #root or no </head>');
  }
  return indexHtml
    .replace('</head>', `${styles}\n  </head>`)
    // inert: until the app replaces it the screen is a picture of the page, so nothing in it takes a tap, focus or a
    // screen reader's attention (a tap would be lost).
    .replace(emptyRoot, `<div id="root"><div ${SHELL_ATTRIBUTE} inert>${shell.html}</div></div>`);
}

/** Serves the build with a stand-in site configuration and draws each route in Chromium. */
async function drawPages(
  outDir: string,
  routes: { route: string; setup: DrawSetup }[],
  chromiumPath: string,
): Promise<Map<string, Shell>> {
  const server = await serveBuild(outDir);
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const shells = new Map<string, Shell>();
    for (const { route, setup } of routes) {
      // A context per page: one page's stand-in storage never reaches another.
      const context = await browser.newContext({
        viewport: { width: PHONE.width, height: PHONE.height },
        deviceScaleFactor: PHONE.deviceScaleFactor,
        isMobile: true,
        hasTouch: true,
      });
      const items = setup.localStorage ?? {};
      await context.addInitScript((stored) => {
        for (const [key, value] of Object.entries(stored)) window.localStorage.setItem(key, value);
      }, items);
      const apiAnswers = setup.apiAnswers !== false;
      server.answerApi(apiAnswers);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      // A page whose calls are held never goes quiet on the network: it is drawn once its marker is there.
      await page.goto(`${server.origin}${route}`, { waitUntil: apiAnswers ? 'networkidle' : 'load' });
      await page.locator(setup.drawnWhen ?? '#root h1').first().waitFor();
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
      if (errors.length > 0) throw new Error(`prerender: ${route} failed in the browser: ${errors.join('; ')}`);
      const shell = await page.evaluate(captureShell, [...Object.values(RUNTIME_MARKERS), ...Object.values(items)]);
      shells.set(route, { html: shell.html, css: withoutUnusedCustomProperties(shell.css, shell.html) });
      await context.close();
    }
    return shells;
  } finally {
    await browser.close();
    server.close();
  }
}

/**
 * Runs in the page: #root's markup with run-time values hidden, and the CSS rules it uses. Emotion writes one class
 * per styled element (`css-<hash>`); a rule naming a class no element of the screen has is left out, which keeps
 * about a fifth of the rules. Rules without such a class (resets, design tokens) are all kept.
 */
function captureShell(markers: string[]): Shell {
  const root = document.getElementById('root');
  if (!root) throw new Error('no #root');
  const carriesMarker = (value: string) => markers.some((marker) => value.includes(marker));

  const copy = root.cloneNode(true) as HTMLElement;
  const texts: Text[] = [];
  const walker = document.createTreeWalker(copy, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) texts.push(walker.currentNode as Text);
  for (const text of texts) {
    if (!carriesMarker(text.data)) continue;
    text.data = '\u00a0'.repeat(10);
    text.parentElement?.style.setProperty('visibility', 'hidden');
  }
  for (const element of copy.querySelectorAll('*')) {
    for (const attribute of [...element.attributes]) {
      if (carriesMarker(attribute.value)) element.removeAttribute(attribute.name);
    }
  }

  const topLevelParts = (selector: string): string[] => {
    const parts: string[] = [];
    let depth = 0;
    let start = 0;
    for (let i = 0; i < selector.length; i++) {
      const c = selector[i];
      if (c === '(' || c === '[') depth++;
      else if (c === ')' || c === ']') depth--;
      else if (c === ',' && depth === 0) {
        parts.push(selector.slice(start, i));
        start = i + 1;
      }
    }
    parts.push(selector.slice(start));
    return parts;
  };
  const used = (selector: string) =>
    topLevelParts(selector).some((part) =>
      (part.match(/\.css-[\w-]+/g) ?? []).every((name) => root.getElementsByClassName(name.slice(1)).length > 0),
    );
  const keyframes: CSSKeyframesRule[] = [];
  const serialize = (rules: CSSRuleList): string =>
    [...rules]
      .map((rule) => {
        if (rule instanceof CSSStyleRule) return used(rule.selectorText) ? rule.cssText : '';
        if (rule instanceof CSSKeyframesRule) {
          keyframes.push(rule);
          return '';
        }
        if (rule instanceof CSSGroupingRule) {
          const inner = serialize(rule.cssRules);
          return inner ? `${rule.cssText.slice(0, rule.cssText.indexOf('{'))}{${inner}}` : '';
        }
        return rule.cssText;
      })
      .join('');
  let css = '';
  for (const sheet of document.styleSheets) {
    try {
      css += serialize(sheet.cssRules);
    } catch {
      // A sheet of another origin: none is expected, and its rules could not be read anyway.
    }
  }
  css += keyframes
    .filter((rule) => css.includes(rule.name))
    .map((rule) => rule.cssText)
    .join('');
  return { html: copy.innerHTML, css };
}

/**
 * A static server over the build: its files, the SPA's index.html for pages, the stand-in site configuration; other
 * API calls are answered 404, or never (`answerApi(false)`).
 */
async function serveBuild(
  outDir: string,
): Promise<{ origin: string; answerApi: (answer: boolean) => void; close: () => void }> {
  const types: Record<string, string> = {
    '.html': 'text/html; charset=utf-8',
    '.js': 'text/javascript',
    '.css': 'text/css',
    '.svg': 'image/svg+xml',
    '.png': 'image/png',
    '.json': 'application/json',
    '.mp3': 'audio/mpeg',
    '.m4a': 'audio/mp4',
  };
  const siteConfig = JSON.stringify({
    ...RUNTIME_MARKERS,
    termsEffectiveDate: '2025-05-03',
    privacyEffectiveDate: '2025-05-03',
  });
  let answerApi = true;
  const server = http.createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://build').pathname;
    if (pathname === '/api/site-config') {
      response.writeHead(200, { 'content-type': 'application/json' }).end(siteConfig);
      return;
    }
    if (pathname.startsWith('/api/') && !answerApi) return; // held until the server closes
    if (pathname.startsWith('/api/')) {
      response.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"not_found"}');
      return;
    }
    const file = path.join(outDir, path.normalize(decodeURIComponent(pathname)));
    const isFile = file.startsWith(outDir + path.sep) && existsSync(file) && path.extname(file) !== '';
    const served = isFile ? file : path.join(outDir, 'index.html');
    readFile(served).then(
      (body) => response.writeHead(200, { 'content-type': types[path.extname(served)] ?? 'application/octet-stream' }).end(body),
      () => response.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    answerApi: (answer) => {
      answerApi = answer;
    },
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}
