import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import type { DbHandle } from '../src/db/connect.js';
import { startApp } from './harness.js';

/**
 * /docs in a real browser: headless Chromium renders the reference from the
 * served document, lists the operations, and loads nothing from anywhere but
 * this server. Without Chromium the test is skipped on a workstation and
 * fails under CI=true.
 */
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const required = process.env.CI === 'true';

describe.skipIf(!existsSync(CHROMIUM) && !required)('GET /docs in headless Chromium', () => {
  let app: App;
  let handle: DbHandle;
  let browser: Browser;
  let base: string;

  beforeAll(async () => {
    ({ app, handle } = await startApp({ name: 'sqlite', url: 'sqlite::memory:' }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    if (!existsSync(CHROMIUM)) return;
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
      ],
    });
  });

  afterAll(async () => {
    await browser?.close();
    await app?.close();
    await handle?.close();
  });

  it('lists every companies operation and requests nothing outside this server', async () => {
    if (!browser)
      throw new Error(
        `Chromium is not at ${CHROMIUM} (set CHROMIUM_PATH, or apt-get install chromium); CI=true needs it`,
      );
    const doc = await (await fetch(`${base}/user-api/v1/openapi.json`)).json();
    const companies = Object.values<any>(doc.paths)
      .flatMap((item) => Object.values<any>(item))
      .filter((operation) => operation.tags?.includes('companies'))
      .map((operation) => operation.operationId as string);
    expect(companies).toEqual(
      expect.arrayContaining([
        'listCompanies',
        'createCompany',
        'getCompany',
        'updateCompany',
        'deleteCompany',
      ]),
    );

    const context = await browser.newContext();
    const outside: string[] = [];
    const local: string[] = [];
    await context.route('**/*', async (route) => {
      const url = new URL(route.request().url());
      if (url.hostname === '127.0.0.1') {
        local.push(url.pathname);
        await route.continue();
      } else {
        outside.push(url.href);
        await route.abort();
      }
    });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('requestfailed', (request) => {
      if (new URL(request.url()).hostname === '127.0.0.1') problems.push(`failed: ${request.url()}`);
    });

    const response = await page.goto(`${base}/docs`, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(200);
    await page.locator('#operations-tag-companies').waitFor({ timeout: 15_000 });
    for (const operationId of companies) {
      const block = page.locator(`#operations-companies-${operationId}`);
      await expect.poll(() => block.count(), { message: operationId }).toBe(1);
    }
    const listing = page.locator('#operations-companies-listCompanies');
    expect(await listing.locator('.opblock-summary-method').textContent()).toBe('GET');
    expect((await listing.locator('.opblock-summary-path').textContent())?.replace(/\u200b/g, '')).toBe(
      '/user-api/v1/companies',
    );
    expect(await page.locator('.info .title').textContent()).toContain('Contact service API');
    // Authorize offers both key schemes.
    await page.locator('.auth-wrapper button.authorize').click();
    const schemes = page.locator('.auth-container h4');
    await expect.poll(() => schemes.count()).toBe(2);
    expect((await schemes.allTextContents()).join(' ')).toMatch(/ApiKeyHeader.*BearerAuth/s);

    expect(outside).toEqual([]);
    expect(problems).toEqual([]);
    expect(local).toEqual(
      expect.arrayContaining(['/docs', '/docs/static/swagger-ui-bundle.js', '/docs/json']),
    );
    await context.close();
  });
});
