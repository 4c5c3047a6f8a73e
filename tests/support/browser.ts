/**
 * Debian's Chromium driven by playwright-core, launched as docs/ARCHITECTURE.md
 * says; no test tool ever downloads a browser. The suite is skipped, with a
 * message, only where /usr/bin/chromium is missing; CI installs it.
 */
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { ROOT } from '../../src/data/paths.ts';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const hasChromium = existsSync(CHROMIUM);
if (!hasChromium) console.warn(`browser tests skipped: no Chromium at ${CHROMIUM} (apt-get install -y --no-install-recommends chromium; .ci/run does)`);

const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export const launchBrowser = (): Promise<Browser> => chromium.launch({ executablePath: CHROMIUM, headless: true, args: ARGS });

export const newContext = (browser: Browser, options: { javaScriptEnabled?: boolean } = {}): Promise<BrowserContext> =>
  browser.newContext({ viewport: { width: 1280, height: 900 }, javaScriptEnabled: options.javaScriptEnabled ?? true });

/** Console errors and uncaught exceptions of a page, including CSP violations Chromium reports. */
export const watchErrors = (page: Page): string[] => {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`${page.url()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`));
  return errors;
};

export const SCREENSHOT_DIR = join(ROOT, 'test-results', 'screenshots');
/**
 * Screenshots are for a person to look at (SCREENSHOTS=1 npm test, then test-results/screenshots/); nothing asserts
 * on them, and encoding full pages is a large share of the browser suites' time, so a plain run takes none.
 */
export const takesScreenshots = process.env.SCREENSHOTS === '1';
export const screenshot = async (page: Page, name: string, fullPage = true): Promise<void> => {
  if (!takesScreenshots) return;
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage });
};

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe-core run inside the page through the DevTools protocol (page.evaluate
 * is not subject to the page's CSP, so the policy under test stays as served).
 */
export const axeViolations = async (page: Page): Promise<AxeViolation[]> => {
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(ctx: Document, o: unknown): Promise<{ violations: (AxeViolation & { nodes: { target: string[] }[] })[] }> } }).axe;
    const r = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] } });
    return r.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.slice(0, 5).map((n) => ({ target: n.target })) }));
  });
};
