// Lighthouse (mobile) on every page a buyer sees, run by scripts/lighthouse against a running local server.
//
//   node build-tools/lighthouse-pages.mjs BASE_URL OUT_DIR RUNS COMMIT PAGE...
//
// Each run is a fresh Chromium profile (a cold cache, as a first visit). Pages behind a code (/download) need one held
// by the browser: the script buys a code through the server's TEST MODE checkout, drafts a document with it, and
// stores the code in the profile's localStorage from a same-origin URL that loads no page asset (/healthz), so the
// measured load still starts with an empty HTTP cache. Writes OUT_DIR/<page>-<run>.json and prints the Markdown report
// (the median of each score and metric) to standard output.
import { mkdtemp, rm, writeFile, readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';

const [base, outDir, runsArg, commit, ...pages] = process.argv.slice(2);
const runs = Number(runsArg);
if (!base || !outDir || !Number.isInteger(runs) || runs < 1 || pages.length === 0) {
  console.error('usage: lighthouse-pages.mjs BASE_URL OUT_DIR RUNS COMMIT PAGE...');
  process.exit(2);
}
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Pages that show a held code's documents: measured in the state a returning buyer sees them. */
const NEEDS_CODE = new Set(['/download']);
const ORDER = {
  documentType: 'Non-Disclosure Agreement',
  businessName: 'Acme Widgets',
  businessType: 'Limited Liability Company (LLC)',
  stateJurisdiction: 'California',
  industry: 'Technology',
  protectionLevel: 'Comprehensive',
  specialClauses: ['enhanced-confidentiality', 'non-compete'],
  customInstructions: '',
};

async function call(route, body, code) {
  const headers = { 'content-type': 'application/json', ...(code ? { 'x-document-code': code } : {}) };
  const answer = await fetch(`${base}${route}`, { method: 'POST', headers, body: JSON.stringify(body), redirect: 'manual' });
  return answer;
}

async function json(route, body, code) {
  const answer = await call(route, body, code);
  const text = await answer.text();
  if (!answer.ok) throw new Error(`${route} answered ${answer.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text);
}

/** A paid code with one finished document, bought and drafted as a visitor would (TEST MODE checkout). */
async function codeWithDocument() {
  const checkout = await json('/api/create-checkout', { pricingTier: '$19', documentData: ORDER });
  const pay = await fetch(`${base}/test-checkout/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ session_id: checkout.sessionId, email: 'buyer@example.com' }),
    redirect: 'manual',
  });
  if (pay.status !== 303) throw new Error(`the TEST MODE payment answered ${pay.status}`);
  const verified = await json('/api/verify-stripe-session', {
    session_id: checkout.sessionId,
    checkout_secret: checkout.checkoutSecret,
  });
  const code = verified.documentCode;
  if (!code) throw new Error(`no code after paying: ${JSON.stringify(verified)}`);
  const { jobId } = await json('/api/start-generation', { documentData: ORDER }, code);
  for (let attempt = 0; attempt < 600; attempt += 1) {
    const status = await json('/api/generation-status', { jobId }, code);
    if (status.status === 'succeeded') return code;
    if (status.status === 'failed') throw new Error(`the document failed: ${JSON.stringify(status)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the document was not ready within a minute');
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const fileName = (page, run) => `${page.replace(/[^a-zA-Z0-9]/g, '_')}-${run}.json`;

async function measure(page, run, code) {
  const profile = await mkdtemp(path.join(tmpdir(), 'lighthouse-profile-'));
  const port = await freePort();
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', `--remote-debugging-port=${port}`],
  });
  try {
    if (code) {
      const tab = await browser.newPage();
      await tab.goto(`${base}/healthz`);
      await tab.evaluate((held) => window.localStorage.setItem('documentCode', held), code);
      await tab.close();
    }
    const result = await lighthouse(`${base}${page}`, {
      port,
      output: 'json',
      logLevel: 'error',
      formFactor: 'mobile',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      // Kept only where the held code must survive; the cache is still cold (nothing but /healthz was loaded).
      disableStorageReset: Boolean(code),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
    await writeFile(path.join(outDir, fileName(page, run)), result.report);
    const score = Math.round(result.lhr.categories.performance.score * 100);
    console.error(`    ${page} run ${run}: performance ${score}`);
  } finally {
    await browser.close();
    await rm(profile, { recursive: true, force: true });
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};

async function report() {
  const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
  const metrics = [
    ['first-contentful-paint', (v) => `${(v / 1000).toFixed(1)} s`],
    ['largest-contentful-paint', (v) => `${(v / 1000).toFixed(1)} s`],
    ['total-blocking-time', (v) => `${Math.round(v)} ms`],
    ['cumulative-layout-shift', (v) => v.toFixed(3)],
    ['speed-index', (v) => `${(v / 1000).toFixed(1)} s`],
  ];
  const read = async (page, run) => JSON.parse(await readFile(path.join(outDir, fileName(page, run)), 'utf8'));
  const rows = [];
  let first;
  for (const page of pages) {
    const reports = await Promise.all(Array.from({ length: runs }, (_, i) => read(page, i + 1)));
    first ??= reports[0];
    const scores = categories.map((c) => median(reports.map((r) => Math.round(r.categories[c].score * 100))));
    const values = metrics.map(([id, format]) => format(median(reports.map((r) => r.audits[id].numericValue))));
    rows.push(`| \`${page}\` | ${scores.join(' | ')} | ${values.join(' | ')} |`);
  }
  const chrome = first.environment.hostUserAgent.match(/Chrome\/([\d.]+)/)?.[1] ?? 'unknown';
  return `# Lighthouse scores

Measured by \`scripts/lighthouse\` on ${new Date().toISOString().slice(0, 10)} at commit \`${commit}\`:
Lighthouse ${first.lighthouseVersion} with Debian's Chromium ${chrome}, mobile (phone emulation, simulated slow 4G,
4x CPU slowdown), against the release build of the local server serving the production build of the SPA; the median
of ${runs} run(s) per page, each in a fresh browser profile (a first visit's cold cache). \`/download\` is measured as a
returning buyer sees it: a code bought through the TEST MODE checkout, one document drafted, the code held by the
browser. A benchmark, not a test: the CPU part scales with how busy the measuring machine is.

| page | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS | Speed Index |
|---|---|---|---|---|---|---|---|---|---|
${rows.join('\n')}

Goals (issue 24): on every page a buyer sees, performance at least 95, accessibility 100, Total Blocking Time under
200 ms.
`;
}

const code = pages.some((page) => NEEDS_CODE.has(page)) ? await codeWithDocument() : null;
for (const page of pages) {
  for (let run = 1; run <= runs; run += 1) {
    await measure(page, run, NEEDS_CODE.has(page) ? code : null);
  }
}
process.stdout.write(await report());
