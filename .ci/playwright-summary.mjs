// Prints "passed failed" from Playwright's JSON reporter output.
import { readFileSync } from 'node:fs';

const { stats } = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const failed = stats.unexpected + (stats.flaky ? 0 : 0);
console.error(`e2e: ${stats.expected} passed, ${stats.unexpected} failed, ${stats.flaky} flaky, ${stats.skipped} skipped`);
console.log(`${stats.expected + stats.flaky} ${failed}`);
