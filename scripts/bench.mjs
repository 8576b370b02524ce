#!/usr/bin/env node
/**
 * `npm run bench`: every benchmark, one after another (they share 2 cores, so never at once).
 * Figures and ratios are printed and saved under bench/results/; nothing is asserted.
 *
 *   npm run bench                                  all of them (about 10–15 minutes)
 *   npm run bench -- --only api|signin|shop|checkout|insights|trust|frontend|cluster   (comma-separated for several)
 *   npm run bench -- --products 100000             a smaller shop catalogue for a quick run
 *   npm run bench -- --only trust --products 20000  the report queue and the audit with 20,000 rows each (100,000 by default)
 *   npm run bench -- --no-build                    use the existing builds as they are
 *   npm run bench -- --no-postgres                 SQLite only
 *   npm run bench -- --quick                       shorter runs everywhere, 100,000 products (smoke test)
 *
 * The front end (Lighthouse takes ~15 s a page here):
 *   npm run bench -- --only frontend                             Lighthouse on the English four, /ar/shop, /ja/product/{id}, /es/
 *   npm run bench -- --only frontend --pages /,/ar/shop,/ja/product/{id}   only these pages (also BENCH_FRONTEND_PAGES; "all" for every one)
 *   npm run bench -- --only frontend --slow-cpu                  add Lighthouse at 8× CPU on the selected English and Arabic pages
 *   npm run bench -- --only frontend --full                      every public page in every language, and the 8× CPU runs
 */
import { parseArgs } from 'node:util';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildApi, postgresAdminUrl, postgresAvailable, root, stopAllProcesses } from '../bench/lib/util.mjs';

const ALL = ['api', 'signin', 'shop', 'checkout', 'insights', 'trust', 'frontend', 'cluster'];

const { values } = parseArgs({
  options: {
    only: { type: 'string' },
    products: { type: 'string' },
    'no-build': { type: 'boolean', default: false },
    'no-postgres': { type: 'boolean', default: false },
    quick: { type: 'boolean', default: false },
    pages: { type: 'string' },
    full: { type: 'boolean', default: false },
    'slow-cpu': { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
});

if (values.help) {
  console.log('Usage: npm run bench -- [--only api,signin,shop,checkout,insights,trust,frontend,cluster] [--products N] [--no-build] [--no-postgres] [--quick] [--pages /,/shop,/ar/shop,… | all] [--slow-cpu] [--full]');
  process.exit(0);
}

const selected = values.only ? values.only.split(',').map((s) => s.trim()).filter(Boolean) : ALL;
const unknown = selected.filter((name) => !ALL.includes(name));
if (unknown.length > 0) {
  console.error(`Unknown benchmark: ${unknown.join(', ')} (choose from ${ALL.join(', ')})`);
  process.exit(2);
}
const quick = values.quick;
const shopProducts = values.products === undefined ? (quick ? 100_000 : 1_000_000) : Number(values.products.replace(/[_,]/g, ''));
if (!Number.isInteger(shopProducts) || shopProducts < 100) {
  console.error(`--products must be a whole number of at least 100, got "${values.products}"`);
  process.exit(2);
}
const build = !values['no-build'];
const pagesText = values.pages ?? process.env.BENCH_FRONTEND_PAGES;
const frontendPages = !pagesText ? null : pagesText.trim() === 'all' ? 'all' : pagesText.split(',').map((s) => s.trim()).filter(Boolean);
if (frontendPages && frontendPages !== 'all') {
  const { parsePage } = await import('../bench/frontend.mjs');
  try {
    frontendPages.forEach(parsePage);
  } catch (error) {
    console.error(error.message);
    process.exit(2);
  }
}

async function main() {
  const started = Date.now();
  if (build) {
    console.log('building the API (npm run build -w api-server)…');
    buildApi();
  } else if (!existsSync(path.join(root, 'api-server/dist/index.js'))) {
    throw new Error('api-server/dist is missing: run `npm run build -w api-server` or drop --no-build');
  }
  let postgres = !values['no-postgres'];
  if (postgres && ['api', 'shop', 'checkout', 'insights', 'trust', 'cluster'].some((name) => selected.includes(name)) && !(await postgresAvailable())) {
    console.log(`PostgreSQL at ${postgresAdminUrl()} does not answer: PostgreSQL runs skipped (set BENCH_POSTGRES_URL to an admin URL)`);
    postgres = false;
  }

  const failures = [];
  const run = async (name, fn) => {
    if (!selected.includes(name)) return;
    console.log(`\n=== ${name} ===`);
    const t0 = Date.now();
    try {
      await fn();
    } catch (error) {
      failures.push(name);
      console.error(`${name} benchmark failed: ${error instanceof Error ? error.stack : error}`);
    }
    console.log(`(${name}: ${Math.round((Date.now() - t0) / 1000)} s)`);
  };

  await run('api', async () => {
    const { runApiBench } = await import('../bench/api.mjs');
    await runApiBench({ postgres, ...(quick ? { seconds: 3, warmupSeconds: 1, rounds: 1 } : {}) });
  });
  await run('signin', async () => {
    const { measureHashVariants, runSignInFlood } = await import('../bench/signin.mjs');
    const { saveResult } = await import('../bench/lib/util.mjs');
    const hashes = measureHashVariants();
    const flood = await runSignInFlood(quick ? { seconds: 5 } : {});
    console.log(`saved ${saveResult('signin', { redis: false, hashes, flood })}`);
  });
  await run('shop', async () => {
    const { runShopBench } = await import('../bench/shop.mjs');
    await runShopBench({ products: shopProducts, postgres, iterations: quick ? 40 : 300 });
  });
  await run('checkout', async () => {
    const { runCheckoutBench } = await import('../bench/checkout.mjs');
    await runCheckoutBench({ postgres, linesPerBuyer: quick ? 10 : 60, rounds: quick ? 1 : 3 });
  });
  await run('insights', async () => {
    const { runInsightsBench } = await import('../bench/insights.mjs');
    await runInsightsBench({ postgres, orders: quick ? 20_000 : 100_000, iterations: quick ? 20 : 100 });
  });
  await run('trust', async () => {
    const { runTrustBench } = await import('../bench/trust.mjs');
    // The report queue and the audit at 100,000 rows each (--products N to change it).
    await runTrustBench({ postgres, rows: values.products === undefined ? 100_000 : shopProducts, iterations: quick ? 40 : 200 });
  });
  await run('frontend', async () => {
    const { runFrontendBench } = await import('../bench/frontend.mjs');
    await runFrontendBench({ build, lighthouse: true, pages: frontendPages, full: values.full, slowCpu: values['slow-cpu'] });
  });
  await run('cluster', async () => {
    if (!postgres) {
      console.log('cluster skipped: it runs on PostgreSQL (BENCH_POSTGRES_URL)');
      return;
    }
    const { runClusterBench } = await import('../bench/cluster.mjs');
    await runClusterBench(quick ? { seconds: 10, connections: 50 } : {});
  });

  console.log(`\nbench finished in ${Math.round((Date.now() - started) / 1000)} s; results in bench/results/`);
  if (failures.length > 0) {
    console.error(`failed: ${failures.join(', ')}`);
    process.exitCode = 1;
  }
}

main()
  .catch((error) => {
    console.error(error instanceof Error ? error.stack : error);
    process.exitCode = 1;
  })
  .finally(stopAllProcesses);
