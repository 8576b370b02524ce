import path from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * Browser tests against the production builds (run `npm run build` first), served the way
 * `npm start` serves them; see src/globalSetup.ts. Debian's Chromium, never a downloaded browser.
 */
export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  globalSetup: path.join(__dirname, 'src/globalSetup.ts'),
  // Two cores shared by the API, three static servers and the browser.
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  // CI passes --reporter=list,json; the JSON file is also written whenever its name is given.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
