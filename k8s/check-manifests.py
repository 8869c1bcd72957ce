# Structural checks on a rendered kustomization (kubectl kustomize <dir> > out.yaml; python3 check-manifests.py out.yaml):
# probes on /readyz and /healthz, grace > SHUTDOWN_TIMEOUT_MS, limits, read-only root, PORT/HEALTH_PORT = containerPort,
# HPA/ScaledObject/PDB/Service/Ingress targets exist, KEDA keys are BullMQ `argumenta:<queue>:wait|prioritized`.
import sys, yaml
docs = [d for d in yaml.safe_load_all(open(sys.argv[1])) if d]
by = {}
for d in docs: by.setdefault(d['kind'], {})[d['metadata']['name']] = d
errs = []
deps = by.get('Deployment', {})
cms = set(by.get('ConfigMap', {})); secs = set(by.get('Secret', {}))
for n, d in deps.items():
    spec = d['spec']['template']['spec']; c = spec['containers'][0]
    if n in ('redis',): continue
    if spec.get('terminationGracePeriodSeconds', 30) <= 25: errs.append(f'{n}: grace')
    for p in ('readinessProbe', 'livenessProbe', 'startupProbe'):
        if p not in c: errs.append(f'{n}: no {p}')
    if c['readinessProbe']['httpGet']['path'] != '/readyz' or c['livenessProbe']['httpGet']['path'] != '/healthz': errs.append(f'{n}: probe paths')
    if 'limits' not in c.get('resources', {}): errs.append(f'{n}: no limits')
    if not c['securityContext'].get('readOnlyRootFilesystem'): errs.append(f'{n}: rootfs')
    port = [e for e in c['env'] if e['name'] in ('PORT', 'HEALTH_PORT')][0]['value']
    if int(port) != c['ports'][0]['containerPort']: errs.append(f'{n}: PORT env != containerPort')
    if d['spec']['selector']['matchLabels'].items() - d['spec']['template']['metadata']['labels'].items(): errs.append(f'{n}: selector')
    for ef in c.get('envFrom', []):
        ref = ef.get('configMapRef') or ef.get('secretRef')
        pool = cms if 'configMapRef' in ef else secs
        if secs and ref['name'] not in pool and not ref.get('optional'): errs.append(f'{n}: missing {ref["name"]}')
for kind, key in (('HorizontalPodAutoscaler', lambda s: s['scaleTargetRef']['name']), ('ScaledObject', lambda s: s['scaleTargetRef']['name'])):
    for n, h in by.get(kind, {}).items():
        if key(h['spec']) not in deps: errs.append(f'{kind} {n}: no target')
        if kind == 'HorizontalPodAutoscaler' and 'replicas' in deps[key(h['spec'])]['spec']: errs.append(f'{n}: deployment sets replicas')
def matches(sel):
    return [n for n, d in list(deps.items()) + list(by.get('StatefulSet', {}).items()) if sel.items() <= d['spec']['template']['metadata']['labels'].items()]
for n, p in by.get('PodDisruptionBudget', {}).items():
    if len(matches(p['spec']['selector']['matchLabels'])) != 1: errs.append(f'PDB {n}: selector')
for n, s in by.get('Service', {}).items():
    if len(matches(s['spec']['selector'])) != 1: errs.append(f'Service {n}: selector')
for n, i in by.get('Ingress', {}).items():
    for r in i['spec']['rules']:
        for p in r['http']['paths']:
            if p['backend']['service']['name'] not in by['Service']: errs.append(f'Ingress {n}: backend')
for n, so in by.get('ScaledObject', {}).items():
    for t in so['spec']['triggers']:
        ln = t['metadata']['listName']
        if not (ln.startswith('argumenta:') and ln.split(':')[2] in ('wait', 'prioritized')): errs.append(f'{n}: key {ln}')
print(sys.argv[1], {k: len(v) for k, v in by.items()}, 'errors:', errs or 'none')
sys.exit(1 if errs else 0)
