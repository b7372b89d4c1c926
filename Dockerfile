# The site as a container: the bundle of `npm run bundle` (a self-contained folder run with `node`
# alone) on a slim Node.js LTS image, as an unprivileged user. Build once, run the same image on
# every instance:
#   docker build -t university-site --build-arg SITE_URL=https://www.universite.td .
# SITE_* values are read at build time (pages are pre-rendered): pass each as a --build-arg.

FROM node:22-bookworm-slim AS build
WORKDIR /src
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund
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
RUN npm run bundle

FROM node:22-bookworm-slim
# pg_dump and pg_restore for `node cli/db-backup.mjs` (PostgreSQL 15 client; match your server's
# major version or newer).
RUN apt-get update \
  && apt-get install -y --no-install-recommends postgresql-client \
  && rm -rf /var/lib/apt/lists/* \
  && mkdir /data && chown node:node /data
ENV NODE_ENV=production \
  HOSTNAME=0.0.0.0 \
  PORT=3000 \
  NEXT_TELEMETRY_DISABLED=1 \
  PGLITE_DATA_DIR=/data/pglite
WORKDIR /app
# The code stays the root user's, read-only to the server; only Next.js's cache folder is its own.
COPY --from=build /src/bundle ./
RUN mkdir -p .next/cache && chown node:node .next/cache
USER node
EXPOSE 3000
# Out of rotation while the database is unreachable or behind on migrations (docs/operations.md).
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:3000/api/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "server.js"]
