// Prints "passed failed" from jest's --json output, and fails the PostgreSQL check:
// the API suites must have run on PostgreSQL, not been skipped.
import { readFileSync } from 'node:fs';

const report = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const tests = report.testResults.flatMap((file) => file.assertionResults ?? []);
const isPg = (t) => [...t.ancestorTitles, t.title].some((s) => /postgres/i.test(s));
const pgPassed = tests.filter((t) => isPg(t) && t.status === 'passed').length;
const pgSkipped = tests.filter((t) => isPg(t) && t.status !== 'passed' && t.status !== 'failed').length;
let failed = report.numFailedTests + report.numRuntimeErrorTestSuites;
if (pgPassed === 0 || pgSkipped > 0) {
  console.error(`PostgreSQL suites: ${pgPassed} passed, ${pgSkipped} skipped — they must run (TEST_DATABASE_URL).`);
  failed += 1;
}
console.error(`jest: ${report.numPassedTests} passed, ${report.numFailedTests} failed, ${report.numPendingTests} skipped; PostgreSQL tests passed: ${pgPassed}`);
console.log(`${report.numPassedTests} ${failed}`);
