#!/usr/bin/env node
/**
 * First-load JavaScript of a page, gzip-compressed, across every origin (shell and remotes):
 * opens the URL in headless Chromium, waits for the network to settle, and sums the gzip size of
 * every script the page downloaded. Needs the servers of `npm start` (or `node scripts/start.mjs`).
 *
 *   node scripts/measure-first-load.mjs [url=http://localhost:8080/] [budgetKB=150]
 */
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const url = process.argv[2] ?? 'http://localhost:8080/';
const budgetKB = Number(process.argv[3] ?? 150);

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  const page = await browser.newPage();
  const scripts = [];
  const reading = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    reading.push(
      response
        .body()
        .then((body) => scripts.push({ url: response.url(), raw: body.length, gzip: gzipSync(body, { level: 9 }).length }))
        .catch(() => undefined), // a response without a body (redirect) adds nothing
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1000);
  await Promise.all(reading);

  scripts.sort((a, b) => b.gzip - a.gzip);
  const kb = (bytes) => (bytes / 1024).toFixed(1);
  for (const s of scripts) console.log(`${kb(s.gzip).padStart(7)} KB gz ${kb(s.raw).padStart(8)} KB  ${s.url}`);
  const total = scripts.reduce((sum, s) => sum + s.gzip, 0);
  const raw = scripts.reduce((sum, s) => sum + s.raw, 0);
  console.log(`\nFirst-load JS of ${url}: ${kb(total)} KB gzip (${kb(raw)} KB raw) in ${scripts.length} files; budget ${budgetKB} KB`);
  process.exitCode = total / 1024 <= budgetKB ? 0 : 1;
} finally {
  await browser.close();
}
