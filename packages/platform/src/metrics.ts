import client from 'prom-client';

/** One registry per process, with default Node metrics and an HTTP latency histogram. */
export const registry = new client.Registry();
client.collectDefaultMetrics({ register: registry });

export const httpDuration = new client.Histogram({
  name: 'http_request_duration_seconds',
  help: 'HTTP request latency',
  labelNames: ['service', 'method', 'route', 'status'],
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

export function counter(name: string, help: string, labelNames: string[] = []) {
  return new client.Counter({ name, help, labelNames, registers: [registry] });
}
export function histogram(name: string, help: string, labelNames: string[] = [], buckets?: number[]) {
  return new client.Histogram({ name, help, labelNames, registers: [registry], ...(buckets ? { buckets } : {}) });
}
export function gauge(name: string, help: string, labelNames: string[] = []) {
  return new client.Gauge({ name, help, labelNames, registers: [registry] });
}
