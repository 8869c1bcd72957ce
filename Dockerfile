# syntax=docker/dockerfile:1
#
# One image for every Argumenta process (gateway, services, workers). The process is chosen by the
# command: the entrypoint is `node --import tsx` and the command is the workspace's `src/main.ts`:
#
#   docker run argumenta                                   # gateway (default CMD)
#   docker run argumenta services/auth/src/main.ts         # auth service
#   docker run argumenta services/correction-worker/src/main.ts
#
# Node code runs from TypeScript sources through tsx (no build step); only the web app is built
# (Vite → web/dist, served by the gateway). Nothing is installed when a container starts.
#
# Keep the base image's own npm (10.x on node:20): the committed lockfile is accepted by `npm ci`
# of npm 10, while npm 11 rejects it for missing foreign-platform optional entries (@swc/core-*,
# @unrs/resolver-binding-*). Do not `npm i -g npm@latest` here.

ARG NODE_IMAGE=node:20-bookworm-slim

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
      | grep -E '^\./(package\.json|packages/[^/]+/package\.json|gateway/package\.json|services/[^/]+/package\.json|web/package\.json)$' \
      | xargs -I{} cp --parents {} /manifests/ \
 && cp package-lock.json /manifests/

# ---------------------------------------------------------------------------------------------
# Every dependency (dev included): needed to build the web app and to take tsx from.
FROM base AS deps
COPY --from=manifests /manifests/ ./
RUN --mount=type=cache,target=/root/.npm,sharing=locked \
    npm ci --no-audit --no-fund

# ---------------------------------------------------------------------------------------------
FROM deps AS web-build
COPY . .
RUN npm run build -w web \
 && test -f web/dist/index.html

# ---------------------------------------------------------------------------------------------
# Production dependencies of the Node workspaces only: the web app's dependencies (React, Chakra,
# pdfjs, icons: ~170 MB) are compiled into web/dist and not needed at run time, so `web` is left
# out of the install. tsx (and its single dependency, esbuild with its platform binary) is a root
# devDependency but is the runtime loader, so it is copied over from `deps`: same lockfile, same
# platform, nothing resolved twice.
FROM base AS prod-deps
COPY --from=manifests /manifests/ ./
RUN --mount=type=cache,target=/root/.npm,sharing=locked \
    WORKSPACES="$(node -e " \
      const fs = require('node:fs'); const out = []; \
      for (const g of require('./package.json').workspaces) { \
        const dirs = g.endsWith('/*') ? fs.readdirSync(g.slice(0, -2)).map((d) => g.slice(0, -1) + d) : [g]; \
        for (const d of dirs) if (d !== 'web' && fs.existsSync(d + '/package.json')) out.push('--workspace=' + d); \
      } \
      console.log(out.join(' '));")" \
 && echo "prod install for: $WORKSPACES" \
 && npm ci --omit=dev --include-workspace-root $WORKSPACES --no-audit --no-fund
COPY --from=deps /app/node_modules/tsx ./node_modules/tsx
COPY --from=deps /app/node_modules/esbuild ./node_modules/esbuild
COPY --from=deps /app/node_modules/@esbuild ./node_modules/@esbuild

# ---------------------------------------------------------------------------------------------
FROM ${NODE_IMAGE} AS runtime
WORKDIR /app
# ARGUMENTA_DATA_DIR: where the dev-only JWT key fallback writes (production requires real keys).
ENV NODE_ENV=production \
    ARGUMENTA_DATA_DIR=/tmp/argumenta \
    NPM_CONFIG_UPDATE_NOTIFIER=false

# prod-deps brings every node_modules level (root, workspace-nested, @argumenta/* links) and the
# manifests; the sources come next (.dockerignore keeps any host node_modules out, so nothing is
# clobbered), then the built web app. Files stay owned by root, read-only for the app user, which
# writes only to /tmp (tsx's transform cache, the dev key fallback).
COPY --from=prod-deps /app/ ./
COPY . .
COPY --from=web-build /app/web/dist ./web/dist
# Fail the build, not the first start, if the loader or the workspace links are broken.
RUN node --import tsx --input-type=module -e "await import('./gateway/src/config.ts'); await import('@argumenta/platform')" \
 && test -f web/dist/index.html \
 && rm -rf /tmp/*

# Numeric, so Kubernetes can verify runAsNonRoot (1000 is the base image's `node` user).
USER 1000:1000
EXPOSE 8080 4001 4002 4003 4004 4011 4012
ENTRYPOINT ["node", "--import", "tsx"]
CMD ["gateway/src/main.ts"]
