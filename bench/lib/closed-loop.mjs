/**
 * A closed-loop load: `connections` clients, each sending its next GET as soon as the previous
 * answer has arrived (kept-alive sockets, Node's http client: lighter on the CPU this machine
 * shares with the server than fetch), for `durationMs` after a warm-up. Every latency is kept, so
 * any percentile can be read (autocannon reports no p95).
 */
import http from 'node:http';
import { percentile, round } from './util.mjs';

function get(agent, url) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const request = http.get(url, { agent, headers: { Accept: 'text/html', 'Accept-Encoding': 'gzip, br' } }, (response) => {
      response.on('data', () => undefined);
      response.on('end', () => resolve({ status: response.statusCode, ms: Number(process.hrtime.bigint() - started) / 1e6 }));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

export async function closedLoop(url, { connections = 20, durationMs = 5000, warmupMs = 1000 } = {}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies = [];
  const statuses = new Map();
  let measuring = false;
  let stop = false;
  const client = async () => {
    while (!stop) {
      const { status, ms } = await get(agent, url);
      if (measuring) {
        latencies.push(ms);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    }
  };
  const clients = Array.from({ length: connections }, client);
  await new Promise((resolve) => setTimeout(resolve, warmupMs));
  measuring = true;
  const started = Date.now();
  await new Promise((resolve) => setTimeout(resolve, durationMs));
  measuring = false;
  const seconds = (Date.now() - started) / 1000;
  stop = true;
  await Promise.all(clients);
  agent.destroy();
  return {
    requests: latencies.length,
    perSecond: round(latencies.length / seconds, 0),
    p50: round(percentile(latencies, 50), 1),
    p95: round(percentile(latencies, 95), 1),
    p99: round(percentile(latencies, 99), 1),
    statuses: Object.fromEntries(statuses),
  };
}
