/**
 * The documentation site as a reader meets it: the built pages served as a static site, the home page,
 * the getting-started guide and every page it links to, with no console error, no failed request and
 * no request leaving the machine. Builds the site first when no build is there.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../consumers/harness/pack.ts';
import { serveStaticSite } from '../docs/static-site.ts';
import { blockNonLoopback, launchChromium } from '../stand-ins/chromium.ts';

const BUILT = join(REPO_ROOT, 'docs/.vitepress/dist');

let site: Awaited<ReturnType<typeof serveStaticSite>>;
let browser: Browser;

beforeAll(async () => {
  if (!existsSync(join(BUILT, 'index.html'))) {
    const build = spawnSync(join(REPO_ROOT, 'node_modules/.bin/tsx'), ['test/docs/build-docs.ts'], { cwd: REPO_ROOT, encoding: 'utf8' });
    if (build.status !== 0) throw new Error(`the docs build failed:\n${build.stdout}\n${build.stderr}`);
  }
  [site, browser] = await Promise.all([serveStaticSite(BUILT), launchChromium()]);
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

describe('the documentation site', () => {
  it('opens the getting-started guide from the home page and every page it links to, without an error', async () => {
    const context = await browser.newContext();
    const blocked = await blockNonLoopback(context);
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console: ${message.text()}`);
    });
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
    });

    await page.goto(site.url);
    await page.getByRole('link', { name: /get started/i }).first().click();
    await page.waitForURL(/\/guide\/getting-started$/);
    // The site moves to a page before it draws it: the links are read once its own heading is in.
    await page.getByRole('heading', { level: 1, name: 'Getting started' }).waitFor();

    const links = await page.locator('.vp-doc a[href^="/"], .vp-doc a[href^="./"], .vp-doc a[href^="../"]').evaluateAll((anchors) =>
      [...new Set(anchors.map((anchor) => (anchor as HTMLAnchorElement).href.split('#')[0] ?? ''))],
    );
    expect(links.length).toBeGreaterThan(2);
    for (const link of links) {
      const response = await page.goto(link);
      expect(response?.status(), link).toBe(200);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).count(), { message: link }).toBeGreaterThan(0);
    }

    expect(problems).toEqual([]);
    expect(blocked).toEqual([]);
    await context.close();
  }, 120_000);
});
