#!/usr/bin/env bash
# Renders every kustomization and runs the structural checks. Needs kubectl (with its built-in
# kustomize) and python3 with PyYAML. It does not talk to a cluster.
set -euo pipefail
cd "$(dirname "$0")"
[ -f overlays/dev/secrets/jwt-private.pem ] || node overlays/dev/gen-secrets.mjs
out="$(mktemp)"
trap 'rm -f "$out"' EXIT
for dir in base overlays/dev overlays/prod; do
  kubectl kustomize "$dir" > "$out"
  echo "== $dir: $(grep -c '^kind:' "$out") objects"
  python3 check-manifests.py "$out"
done
