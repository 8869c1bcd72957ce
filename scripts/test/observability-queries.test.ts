import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, stringify } from 'yaml';
import { registry } from '@argumenta/platform';
// The processors register their job metrics when loaded, as in the worker processes.
import '../../services/correction-worker/src/processor.js';
import '../../services/ocr-worker/src/processor.js';
// The gateway registers its read cache's counter and its socket count when loaded.
import '../../gateway/src/read-cache.js';
import '../../gateway/src/socket-metrics.js';

// The Grafana dashboard and the Prometheus alerts query only metrics the processes really export (a renamed metric
// would leave a panel empty and an alert silent), their PromQL parses (with promtool, when installed: Debian's
// `prometheus` package), and every alert points at a runbook section that exists.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
type Panel = { id: number; title: string; targets?: { expr: string }[] };
type Rule = {
  alert: string;
  expr: string;
  for: string;
  labels: { severity: string };
  annotations: { summary: string; runbook: string };
};
const dashboard = JSON.parse(readFileSync(path.join(root, 'ops/grafana/argumenta.json'), 'utf8')) as {
  panels: Panel[];
};
const alerts = (
  parse(readFileSync(path.join(root, 'ops/prometheus/alerts.yml'), 'utf8')) as {
    groups: { name: string; rules: Rule[] }[];
  }
).groups.flatMap((g) => g.rules);
const panelQueries = dashboard.panels.flatMap((p) => (p.targets ?? []).map((t) => t.expr));
const metricsIn = (expr: string) =>
  [
    ...expr.matchAll(
      /\b([a-z][a-z0-9_]*(?:_total|_seconds|_bytes|_jobs|_percent|_bucket|_count|_sum|_connections|_concurrency|_replicas))\b/g,
    ),
  ]
    .map((m) => m[1]!)
    .filter((n) => !EXTERNAL.has(n));
// Series other exporters provide (kube-state-metrics): named in the alerts, not registered by our code.
const EXTERNAL = new Set([
  'kube_horizontalpodautoscaler_status_current_replicas',
  'kube_horizontalpodautoscaler_spec_max_replicas',
]);

it('every metric the dashboard and the alerts query is registered by the code', async () => {
  const metrics = await registry.getMetricsAsJSON();
  const exported = new Set(
    metrics.flatMap((m) =>
      String(m.type) === 'histogram' ? [`${m.name}_bucket`, `${m.name}_count`, `${m.name}_sum`] : [m.name],
    ),
  );
  const queried = [...panelQueries, ...alerts.map((a) => a.expr)].flatMap(metricsIn);
  for (const name of [
    'bullmq_queue_jobs',
    'bullmq_queue_oldest_job_age_seconds',
    'queue_worker_concurrency',
    'redis_memory_used_bytes',
    'db_pool_connections',
    'gateway_socket_connections',
    'corrections_total',
    'correction_duration_seconds_bucket',
    'queue_job_first_progress_seconds_bucket',
    'ocr_confidence_percent_bucket',
    'transcription_duration_seconds_bucket',
    'http_request_duration_seconds_bucket',
  ])
    expect(queried).toContain(name);
  expect([...new Set(queried.filter((n) => !exported.has(n)))]).toEqual([]);
});

it('every alert has a severity, a Portuguese summary and a runbook section that exists', () => {
  const anchors = readFileSync(path.join(root, 'docs/runbook.md'), 'utf8')
    .split('\n')
    .filter((l) => l.startsWith('## '))
    .map(
      (l) =>
        `docs/runbook.md#${l
          .slice(3)
          .trim()
          .toLowerCase()
          .replace(/[^\p{L}\p{N}\s-]/gu, '')
          .replace(/\s/g, '-')}`,
    );
  expect(alerts.length).toBeGreaterThanOrEqual(5);
  for (const a of alerts) {
    expect(['critical', 'warning', 'info']).toContain(a.labels.severity);
    expect(a.for).toMatch(/^\d+[smh]$/);
    expect(a.annotations.summary.length).toBeGreaterThan(10);
    expect(anchors).toContain(a.annotations.runbook);
  }
});

const promtool = process.env.PROMTOOL ?? 'promtool';
const hasPromtool = spawnSync(promtool, ['--version']).status === 0;
if (!hasPromtool) console.warn('promtool não encontrado (apt-get install prometheus): sintaxe PromQL não verificada');
(hasPromtool ? it : it.skip)('the PromQL of every panel and alert parses (promtool check rules)', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'argumenta-promql-'));
  try {
    // Panel queries as recording rules ($namespace is a Grafana variable), so promtool parses them too.
    const records = dashboard.panels.flatMap((p) =>
      (p.targets ?? []).map((t, i) => ({
        record: `dashboard:panel${p.id}:${i}`,
        expr: t.expr.replaceAll('$namespace', '.*'),
      })),
    );
    writeFileSync(path.join(dir, 'dashboard.yml'), stringify({ groups: [{ name: 'dashboard', rules: records }] }));
    const r = spawnSync(
      promtool,
      ['check', 'rules', path.join(root, 'ops/prometheus/alerts.yml'), path.join(dir, 'dashboard.yml')],
      { encoding: 'utf8' },
    );
    expect(`${r.stdout}${r.stderr}`).toMatch(
      new RegExp(`SUCCESS: ${alerts.length} rules found[\\s\\S]*SUCCESS: ${records.length} rules found`),
    );
    expect(r.status).toBe(0);

    // And a broken query fails.
    writeFileSync(
      path.join(dir, 'broken.yml'),
      stringify({ groups: [{ name: 'x', rules: [{ record: 'x:y', expr: 'sum by (queue (bullmq_queue_jobs)' }] }] }),
    );
    expect(spawnSync(promtool, ['check', 'rules', path.join(dir, 'broken.yml')]).status).not.toBe(0);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

(hasPromtool ? it : it.skip)(
  'every alert fires on its case and stays silent on the near miss (promtool test rules), and a changed threshold fails',
  () => {
    const tests = path.join(root, 'ops/prometheus/alerts.test.yml');
    const r = spawnSync(promtool, ['test', 'rules', tests], { encoding: 'utf8' });
    expect(`${r.stdout}${r.stderr}`).toMatch(/SUCCESS/);
    expect(r.status).toBe(0);
    // Every capacity alert has a case.
    const cases = readFileSync(tests, 'utf8');
    for (const a of alerts.filter(
      (x) =>
        ![
          'ArgumentaFirstProgressSlow',
          'ArgumentaOcrConfidenceLow',
          'ArgumentaHttp5xx',
          'ArgumentaHttpSlow',
          'ArgumentaEventLoopLag',
        ].includes(x.alert),
    ))
      expect(cases).toContain(`alertname: ${a.alert}`);

    // The same cases against rules whose backlog threshold moved (5,000 → 50,000) fail.
    const dir = mkdtempSync(path.join(os.tmpdir(), 'argumenta-alerts-'));
    try {
      writeFileSync(
        path.join(dir, 'alerts.yml'),
        readFileSync(path.join(root, 'ops/prometheus/alerts.yml'), 'utf8').replace('>= 5000', '>= 50000'),
      );
      writeFileSync(path.join(dir, 'alerts.test.yml'), cases);
      const broken = spawnSync(promtool, ['test', 'rules', path.join(dir, 'alerts.test.yml')], { encoding: 'utf8' });
      expect(broken.status).not.toBe(0);
      expect(`${broken.stdout}${broken.stderr}`).toMatch(/ArgumentaBacklogSaturated/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
);
