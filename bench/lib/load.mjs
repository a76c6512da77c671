// One bounded load run with autocannon, as the API benches measure it: CONNECTIONS
// connections, at most REQUESTS requests or MAX_SECONDS seconds, every latency kept.
import fs from 'node:fs';
import autocannon from 'autocannon';
import { loadAverage, round } from './site.mjs';

export const CONNECTIONS = 50;
export const REQUESTS = 3000;
export const MAX_SECONDS = 10;
const CLOCK_TICKS_PER_SECOND = 100;

/** The `p`th percentile (0–100) of values sorted ascending. */
export function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : Number.NaN;
};

/** CPU time (user + system, ms) a process has used, from /proc; null where there is none. */
export function cpuMs(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** A process's peak resident memory so far (VmHWM, MiB), from /proc; null where there is none. */
export function peakRssMiB(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kiB = Number(/^VmHWM:\s+(\d+) kB/m.exec(status)?.[1]);
    return Number.isFinite(kiB) ? round(kiB / 1024, 0) : null;
  } catch {
    return null;
  }
}

/**
 * One bounded run: CONNECTIONS connections, at most `amount` requests or MAX_SECONDS seconds.
 * `pathFor()` gives each request's path. Every latency is kept for the percentiles.
 */
export function load({ origin, pathFor, headers, amount = REQUESTS, pid }) {
  return new Promise((resolve, reject) => {
    const latencies = [];
    const statuses = {};
    const loadAverageBefore = loadAverage();
    const cpuBefore = pid ? cpuMs(pid) : null;
    // Our own clock: autocannon's `duration` is counted in whole ticks of its 1 s sampler,
    // which would quantise the requests per second (3,000 requests in 2.01 s or 2.99 s).
    const started = performance.now();
    let lastAnswer = started;
    const instance = autocannon(
      {
        url: origin,
        connections: CONNECTIONS,
        amount,
        timeout: 30,
        headers,
        requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: pathFor() }) }],
      },
      (error, result) => {
        clearTimeout(limit);
        if (error) return reject(error);
        const cpuAfter = pid ? cpuMs(pid) : null;
        const seconds = (lastAnswer - started) / 1000;
        latencies.sort((a, b) => a - b);
        resolve({
          requests: latencies.length,
          seconds: round(seconds, 2),
          requestsPerSecond: round(latencies.length / seconds, 0),
          medianMs: round(percentile(latencies, 50)),
          p95Ms: round(percentile(latencies, 95)),
          maxMs: round(latencies.at(-1) ?? Number.NaN),
          serverCpuMsPerRequest:
            cpuBefore === null || cpuAfter === null || latencies.length === 0
              ? null
              : round((cpuAfter - cpuBefore) / latencies.length, 2),
          statuses,
          errors: result.errors + result.timeouts,
          loadAverageBefore,
        });
      },
    );
    instance.on('response', (_client, status, _bytes, responseTime) => {
      lastAnswer = performance.now();
      latencies.push(responseTime);
      statuses[status] = (statuses[status] ?? 0) + 1;
    });
    const limit = setTimeout(() => instance.stop(), MAX_SECONDS * 1000);
  });
}
