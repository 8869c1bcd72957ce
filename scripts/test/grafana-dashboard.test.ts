import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { registry } from '@argumenta/platform';
// The processors register their job metrics when loaded, as in the worker processes.
import '../../services/correction-worker/src/processor.js';
import '../../services/ocr-worker/src/processor.js';

const dashboardFile = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../ops/grafana/argumenta.json');
type Panel = { title: string; targets?: { expr: string }[] };

// The Grafana dashboard only queries metrics the processes really export (a renamed metric would leave a panel empty).
it('every metric the dashboard queries is registered by the code', async () => {
  const dashboard = JSON.parse(readFileSync(dashboardFile, 'utf8')) as { panels: Panel[] };
  const metrics = await registry.getMetricsAsJSON();
  const exported = new Set(
    metrics.flatMap((m) => (String(m.type) === 'histogram' ? [`${m.name}_bucket`, `${m.name}_count`, `${m.name}_sum`] : [m.name])),
  );
  const queried = dashboard.panels.flatMap((p) => (p.targets ?? []).flatMap((t) => [...t.expr.matchAll(/([a-z_][a-z0-9_]*)\{/g)].map((m) => m[1]!)));
  expect(queried.length).toBeGreaterThan(15);
  for (const name of ['bullmq_queue_jobs', 'corrections_total', 'correction_duration_seconds_bucket', 'queue_job_first_progress_seconds_bucket', 'ocr_confidence_percent_bucket', 'transcription_duration_seconds_bucket', 'http_request_duration_seconds_bucket'])
    expect(queried).toContain(name);
  expect(queried.filter((n) => !exported.has(n))).toEqual([]);
});
