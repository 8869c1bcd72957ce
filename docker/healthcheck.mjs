// HEALTHCHECK: the process is ready when its /readyz answers 2xx (PostgreSQL and Redis reachable).
// Workers serve it on HEALTH_PORT, the gateway and the services on PORT. The image has no curl.
const port = process.env.HEALTH_PORT || process.env.PORT || '8080';
try {
  const res = await fetch(`http://127.0.0.1:${port}/readyz`, { signal: AbortSignal.timeout(4000) });
  process.exit(res.ok ? 0 : 1);
} catch {
  process.exit(1);
}
