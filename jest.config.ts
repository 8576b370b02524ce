import type { Config } from 'jest';

// One jest project per workspace; e2e runs in Playwright instead (npm run test:e2e).
const config: Config = {
  projects: ['api-server', 'shared-api', 'shared-ui', 'shell', 'customer-app', 'seller-app', 'operator-app'].map((w) => `<rootDir>/${w}`),
};
export default config;
