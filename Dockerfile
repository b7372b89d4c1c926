# syntax=docker/dockerfile:1
# The site as a container: the bundle of `npm run bundle` (a self-contained folder run with `node`
# alone) on a slim Node.js LTS image, as an unprivileged user. Build once, run the same image on
# every instance:
#   docker build -t university-site --build-arg SITE_URL=https://www.universite.td .
# SITE_* values are read at build time (pages are pre-rendered): pass each as a --build-arg.

# Node.js: one exact release for both stages, raised on purpose (--build-arg NODE_VERSION=24.x.y).
ARG NODE_VERSION=22.23.3
# PostgreSQL's major version: pg_dump must be the server's or newer. compose.yaml runs the server of
# this major (tests/unit/container.test.ts checks that the two agree).
ARG POSTGRES_MAJOR=17

FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /src
COPY package.json package-lock.json ./
# Exactly the lock file; npm's download cache kept between builds.
RUN --mount=type=cache,target=/root/.npm npm ci --no-audit --no-fund
COPY . .
# The build's identity and its public settings; BUILD_ID defaults to the build's own.
ARG BUILD_ID
ARG SITE_URL
ARG SITE_NAME
ARG SITE_SHORT_NAME
ARG SITE_PHONE
ARG SITE_EMAIL
ARG SITE_HR_EMAIL
ARG SITE_REGISTRAR_EMAIL
ARG SITE_ADDRESS_STREET
ARG SITE_ADDRESS_DISTRICT
ARG SITE_ADDRESS_CITY
ARG SITE_FACEBOOK_URL
ARG SITE_WHATSAPP_URL
ARG SITE_TIKTOK_URL
ARG SITE_AGENCY_NAME
ARG SITE_AGENCY_URL
ARG SITE_NAME_ARTICLE
ARG SITE_NAME_ARTICLE_EN
ARG SITE_SHORT_NAME_ARTICLE
# The editing screen's GitHub App (GitHub storage: docs/deployment.md, "Publishing content").
ARG NEXT_PUBLIC_KEYSTATIC_GITHUB_APP_SLUG
RUN npm run bundle

FROM node:${NODE_VERSION}-bookworm-slim
ARG POSTGRES_MAJOR
# pg_dump and pg_restore for `node cli/db-backup.mjs`, of POSTGRES_MAJOR, from PostgreSQL's own
# Debian repository (Debian bookworm ships only version 15). /data holds the embedded database when
# there is no DATABASE_URL; /backups the backups (a named volume in compose.yaml).
RUN apt-get update \
  && apt-get install -y --no-install-recommends ca-certificates curl \
  && install -d /usr/share/postgresql-common/pgdg \
  && curl -fsSL -o /usr/share/postgresql-common/pgdg/apt.postgresql.org.asc \
    https://www.postgresql.org/media/keys/ACCC4CF8.asc \
  && echo "deb [signed-by=/usr/share/postgresql-common/pgdg/apt.postgresql.org.asc] https://apt.postgresql.org/pub/repos/apt bookworm-pgdg main" \
    > /etc/apt/sources.list.d/pgdg.list \
  && apt-get update \
  && apt-get install -y --no-install-recommends postgresql-client-${POSTGRES_MAJOR} \
  && apt-get purge -y curl && apt-get autoremove -y \
  && rm -rf /var/lib/apt/lists/* \
  && mkdir /data /backups && chown node:node /data /backups
ENV NODE_ENV=production \
  HOSTNAME=0.0.0.0 \
  PORT=3000 \
  NEXT_TELEMETRY_DISABLED=1 \
  PGLITE_DATA_DIR=/data/pglite
WORKDIR /app
# The code stays the root user's, read-only to the server; only Next.js's cache folder is its own
# (/_next/image writes its optimised images there: without it, EACCES and a 500 per image).
COPY --from=build /src/bundle ./
RUN mkdir -p .next/cache && chown node:node .next/cache
USER node
EXPOSE 3000
# Out of rotation while the database is unreachable or behind on migrations (docs/operations.md).
# On the port the server listens on, PORT, whatever it is set to at run time.
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT || 3000}/api/ready`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# server.js checks the settings first: a bad one ends the container with one line and exit code 1.
CMD ["node", "server.js"]
