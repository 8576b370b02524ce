#!/usr/bin/env node
/**
 * The physical limit: a bare Node `http` server answering recorded responses byte for byte.
 *   node bench/lib/bare-server.mjs <answers.json> <port>
 * answers.json maps a path to { status, contentType, bodyBase64 }. No routing library, no logging,
 * no validation, no database: whatever the API does beyond this costs throughput.
 */
import { createServer } from 'node:http';
import { loadAnswers } from './recorded-answers.mjs';

const [file, portArg] = process.argv.slice(2);
const answers = loadAnswers(file);

createServer((req, res) => {
  const answer = answers.get(req.url);
  if (!answer) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(answer.status, { 'Content-Type': answer.contentType, 'Content-Length': answer.body.length });
  res.end(answer.body);
}).listen(Number(portArg), '127.0.0.1');
