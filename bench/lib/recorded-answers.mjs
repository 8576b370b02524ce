/**
 * The API's answers recorded by bench/api.mjs, for the servers it is compared with:
 * answers.json maps a path to { status, contentType, bodyBase64 }; here a Map of path to
 * { status, contentType, body: Buffer }.
 */
import { readFileSync } from 'node:fs';

export function loadAnswers(file) {
  const recorded = JSON.parse(readFileSync(file, 'utf8'));
  return new Map(Object.entries(recorded).map(([path, answer]) => [path, { ...answer, body: Buffer.from(answer.bodyBase64, 'base64') }]));
}
