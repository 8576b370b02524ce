/**
 * One password-hash variant measured in a process of its own (so memory left over by another
 * variant does not count): time per hash alone, hashes per second with `slots` at once, and how
 * much the process's resident memory grew. Prints one JSON line.
 *
 *   node bench/lib/hash-cost.mjs argon2id-19m-t2|scrypt-15|scrypt-16|scrypt-17 [slots]
 */
import crypto from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(path.join(path.dirname(fileURLToPath(import.meta.url)), '../../api-server/package.json'));
const argon2 = require('@node-rs/argon2');

const scrypt = (log2N) => () =>
  new Promise((resolve, reject) => {
    const N = 2 ** log2N;
    crypto.scrypt('correct horse battery', crypto.randomBytes(16), 64, { N, r: 8, p: 1, maxmem: 256 * N * 8 }, (e, key) => (e ? reject(e) : resolve(key)));
  });
const VARIANTS = {
  // OWASP: argon2id m=19 MiB, t=2, p=1 (algorithm 2 is argon2id).
  'argon2id-19m-t2': () => argon2.hash('correct horse battery', { algorithm: 2, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 }),
  'scrypt-15': scrypt(15),
  'scrypt-16': scrypt(16),
  'scrypt-17': scrypt(17),
};

const [name, slotsArg = '2'] = process.argv.slice(2);
const hash = VARIANTS[name];
if (!hash) {
  console.error(`unknown variant ${name}; choose from ${Object.keys(VARIANTS).join(', ')}`);
  process.exit(2);
}
const slots = Number(slotsArg);
const ms = (since) => Number(process.hrtime.bigint() - since) / 1e6;

const rssBefore = process.memoryUsage.rss();
let rssPeak = rssBefore;
const sampler = setInterval(() => {
  rssPeak = Math.max(rssPeak, process.memoryUsage.rss());
}, 2);

await hash();
const alone = [];
for (let i = 0; i < 15; i++) {
  const t = process.hrtime.bigint();
  await hash();
  alone.push(ms(t));
}
alone.sort((a, b) => a - b);

const total = 40;
let next = 0;
const t = process.hrtime.bigint();
await Promise.all(Array.from({ length: slots }, async () => {
  while (next++ < total) await hash();
}));
const perSecond = (total / ms(t)) * 1000;
clearInterval(sampler);

console.log(JSON.stringify({
  variant: name,
  aloneP50Ms: Number(alone[7].toFixed(1)),
  aloneMinMs: Number(alone[0].toFixed(1)),
  slots,
  hashesPerSecond: Number(perSecond.toFixed(1)),
  rssGrowthMB: Math.round((rssPeak - rssBefore) / 2 ** 20),
}));
