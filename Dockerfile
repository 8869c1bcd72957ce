#
# One image for every Argumenta process (gateway, services, workers). The process is chosen by the
# command, a role name or its entry point (both forms work):
#
#   docker run argumenta                                   # gateway (default CMD)
#   docker run argumenta auth                              # = services/auth/src/main.ts
#   docker run argumenta services/correction-worker/src/main.ts
#
# The TypeScript sources are compiled to JavaScript beside themselves at build time (esbuild, file
# by file: the same transform tsx applies today), so a container starts without a loader or a
# transform cache; the web app is built by Vite and served by the gateway. Nothing is installed or
# downloaded when a container starts (the Portuguese tesseract model is in the image).
#
# Build with BuildKit (cache mounts): DOCKER_BUILDKIT=1 docker build -t argumenta:dev .
# Without a registry, scripts/docker-base.sh builds a local node:22-bookworm-slim first.
#
# Keep the base image's own npm (10.x): the committed lockfile is accepted by `npm ci` of npm 10,
# while npm 11 rejects it for missing foreign-platform optional entries (@swc/core-*,
# @unrs/resolver-binding-*). Do not `npm i -g npm@latest` here.

ARG NODE_IMAGE=node:22-bookworm-slim

# ---------------------------------------------------------------------------------------------
FROM ${NODE_IMAGE} AS base
WORKDIR /app
ENV NPM_CONFIG_UPDATE_NOTIFIER=false \
    NPM_CONFIG_FUND=false \
    NPM_CONFIG_AUDIT=false

# ---------------------------------------------------------------------------------------------
# Only the manifests (root + every workspace package.json + the lockfile), so the dependency
# layers below are rebuilt when a manifest changes, not on every source edit. Workspaces are
# found by listing, so a new services/<name> needs no Dockerfile change.
FROM base AS manifests
COPY . /src
RUN mkdir /manifests \
 && cd /src \
 && find . -name node_modules -prune -o -name package.json -print \
      | grep -E '^\./(package\.json|packages/[^/]+/package\.json|gateway/package\.json|services/[^/]+/package\.json|testing/package\.json|web/package\.json)$' \
      | xargs -I{} cp --parents {} /manifests/ \
 && cp package-lock.json /manifests/

# ---------------------------------------------------------------------------------------------
# Every dependency (dev included): Vite for the web app, esbuild for the server code.
FROM base AS deps
COPY --from=manifests /manifests/ ./
RUN --mount=type=cache,target=/root/.npm,sharing=locked \
    npm ci --no-audit --no-fund

# ---------------------------------------------------------------------------------------------
# The web app needs only its own sources and the shared contracts: a server-side edit does not
# rebuild it.
FROM deps AS web-build
COPY tsconfig.base.json ./
COPY packages/contracts/ packages/contracts/
COPY web/ web/
RUN npm run build -w web \
 && test -f web/dist/index.html

# ---------------------------------------------------------------------------------------------
# Server code: every .ts of the Node workspaces (tests are outside the build context) becomes a .js
# beside it, and the workspaces' package.json `exports` point at the .js. Relative imports already
# say `.js`, and files read next to the code (migrations, model parameters) stay where they were.
FROM deps AS server-build
WORKDIR /build
COPY tsconfig.base.json tsconfig.json ./
COPY packages/ packages/
COPY gateway/ gateway/
COPY services/ services/
RUN rm -rf packages/*/scripts packages/*/bench services/*/bench services/*/scripts \
 && find packages gateway services -name '*.ts' -path '*/src/*' > /tmp/sources \
 && /app/node_modules/.bin/esbuild $(cat /tmp/sources) --outdir=. --outbase=. \
      --format=esm --platform=node --target=node20 --log-level=warning \
 && xargs rm -f < /tmp/sources \
 && sed -i -E 's#"(\./src/[^"]+)\.ts"#"\1.js"#g' packages/*/package.json gateway/package.json services/*/package.json \
 && ! grep -l '\.ts"' packages/*/package.json gateway/package.json services/*/package.json \
 && rm tsconfig.base.json tsconfig.json

# ---------------------------------------------------------------------------------------------
# Production dependencies of the server workspaces only (the web app's React/Chakra/pdfjs are
# compiled into web/dist), then what no process reads at run time: source maps, type
# declarations, browser-only builds (tesseract's base64 .wasm.js, pdfjs's modern/web builds: Node
# uses pdfjs's legacy build), the wasm variant of sharp, and the root's optional kustomize binary
# (for the manifest tests; optional dependencies are kept because sharp's and canvas's native
# builds are optional dependencies too).
FROM base AS prod-deps
COPY --from=manifests /manifests/ ./
RUN --mount=type=cache,target=/root/.npm,sharing=locked \
    WORKSPACES="$(node -e " \
      const fs = require('node:fs'); const out = []; \
      for (const g of require('./package.json').workspaces) { \
        const dirs = g.endsWith('/*') ? fs.readdirSync(g.slice(0, -2)).map((d) => g.slice(0, -1) + d) : [g]; \
        for (const d of dirs) if (!['web', 'testing'].includes(d) && fs.existsSync(d + '/package.json')) out.push('--workspace=' + d); \
      } \
      console.log(out.join(' '));")" \
 && echo "prod install for: $WORKSPACES" \
 && npm ci --omit=dev --include-workspace-root $WORKSPACES --no-audit --no-fund \
 && find node_modules -type f \( -name '*.map' -o -name '*.d.ts' -o -name '*.d.mts' -o -name '*.d.cts' \
      -o -name '*.tsbuildinfo' -o \( -iname '*.md' -not -iname 'licen*' -not -iname 'notice*' \) \) -delete \
 && rm -rf node_modules/tesseract.js-core/*.wasm.js \
      node_modules/pdfjs-dist/build node_modules/pdfjs-dist/web node_modules/pdfjs-dist/image_decoders \
      node_modules/pdfjs-dist/types node_modules/@img/sharp-wasm32 node_modules/@install-binary \
 && rm -rf /app/node_modules/@argumenta/testkit

# ---------------------------------------------------------------------------------------------
# The tree every process runs from, assembled so the runtime stage copies it in one layer.
FROM base AS app
COPY --from=prod-deps /app/ ./
COPY --from=server-build /build/ ./
COPY --from=web-build /app/web/dist/ web/dist/
COPY docker/run.mjs docker/healthcheck.mjs docker/
RUN rm -rf node_modules/@argumenta/testkit \
 && test -f web/dist/index.html

# ---------------------------------------------------------------------------------------------
FROM ${NODE_IMAGE} AS runtime
WORKDIR /app
# ARGUMENTA_DATA_DIR: where the dev-only JWT key fallback writes (production requires real keys).
ENV NODE_ENV=production \
    ARGUMENTA_DATA_DIR=/tmp/argumenta \
    NPM_CONFIG_UPDATE_NOTIFIER=false
# The local corrector's morphological analyser (C1): lttoolbox's lt-proc and Apertium's Portuguese dictionary.
RUN apt-get update -qq \
 && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends lttoolbox apertium-por-cat \
 && rm -rf /var/lib/apt/lists/* \
 && test -f /usr/share/apertium/apertium-por-cat/por-cat.automorf.bin
# Files stay owned by root, read-only for the app user, which writes only to /tmp.
COPY --from=app /app/ ./
# Fail the build, not the first start, if the workspace links or the compiled code are broken.
RUN node --input-type=module -e " \
      await import('./gateway/src/config.js'); \
      for (const p of ['@argumenta/platform', '@argumenta/contracts', '@argumenta/corretor', '@argumenta/essay-domain']) await import(p);" \
 && rm -rf /tmp/*

# Numeric, so Kubernetes can verify runAsNonRoot (1000 is the base image's `node` user).
USER 1000:1000
EXPOSE 8080 4001 4002 4003 4004 4011 4012
# /readyz (PostgreSQL and Redis answer) on HEALTH_PORT (workers) or PORT (gateway, services).
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=5 CMD ["node", "docker/healthcheck.mjs"]
ENTRYPOINT ["node", "docker/run.mjs"]
CMD ["gateway"]
