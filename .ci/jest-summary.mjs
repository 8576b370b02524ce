// Prints "passed failed" from jest's --json output, and fails the PostgreSQL check:
// the API suites must have run on PostgreSQL, not been skipped.
import { readFileSync } from 'node:fs';

const report = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const tests = report.testResults.flatMap((file) => file.assertionResults ?? []);
const isPg = (t) => [...t.ancestorTitles, t.title].some((s) => /postgres/i.test(s));
const pgPassed = tests.filter((t) => isPg(t) && t.status === 'passed').length;
const pgSkipped = tests.filter((t) => isPg(t) && t.status !== 'passed' && t.status !== 'failed').length;
let failed = report.numFailedTests;
// A suite can fail with every test passed: it did not run (a compile error), or a hook around its
// tests (beforeAll, afterAll: starting or stopping a server) threw. Each counts, and says why.
for (const file of report.testResults) {
  const failedTests = (file.assertionResults ?? []).filter((t) => t.status === 'failed').length;
  if (file.status === 'failed' && failedTests === 0) {
    failed += 1;
    console.error(`FAILED suite (no failed test): ${file.name}\n${(file.message || file.failureMessage || '').split('\n').slice(0, 30).join('\n')}`);
  }
}
if (pgPassed === 0 || pgSkipped > 0) {
  console.error(`PostgreSQL suites: ${pgPassed} passed, ${pgSkipped} skipped — they must run (TEST_DATABASE_URL).`);
  failed += 1;
}
console.error(`jest: ${report.numPassedTests} passed, ${report.numFailedTests} failed, ${report.numPendingTests} skipped; PostgreSQL tests passed: ${pgPassed}`);
console.log(`${report.numPassedTests} ${failed}`);
