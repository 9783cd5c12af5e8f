# Production image: the full app (Payload admin + public site) on the Node.js LTS major of package.json engines.node,
# which npm test runs on too (scripts/node-runtime.mjs; tests/unit/scripts/nodeRuntime.test.ts keeps the two equal).
# The runtime keeps the dev dependencies: `npm run migrate` and the first-start seed load TypeScript at run time.
# docker compose up (docker-compose.yml) runs two of it against PostgreSQL and Redis, behind Caddy.

ARG NODE_MAJOR=26

FROM node:${NODE_MAJOR}-bookworm-slim AS deps
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1 PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
COPY package.json package-lock.json ./
# npm ci's postinstall patches the admin's live preview labels (scripts/patch-payload-ui.mjs).
COPY scripts/patch-payload-ui.mjs ./scripts/
RUN npm ci --no-audit --no-fund

FROM node:${NODE_MAJOR}-bookworm-slim AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY --from=deps /app/node_modules ./node_modules
COPY . .
# The build must not need the production database: it runs against a throwaway SQLite file with
# the committed schema (public pages read Payload at request time and are cached by tag, so
# nothing from this file ends up in the image's pages). Removed after the build.
RUN mkdir -p data \
 && DATABASE_URL=file:./data/build.db PAYLOAD_SECRET=build-only npm run migrate \
 && DATABASE_URL=file:./data/build.db PAYLOAD_SECRET=build-only \
    node_modules/.bin/next build \
 && rm -rf data .next/cache

FROM node:${NODE_MAJOR}-bookworm-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000
COPY --from=build --chown=node:node /app ./
RUN mkdir -p data media private-uploads && chown node:node data media private-uploads
USER node
# Uploaded media (Payload's staticDir), private uploads (CVs, exports) and the SQLite fallback database
# live outside the image (or, with S3_* set, media and private uploads in their buckets).
VOLUME ["/app/media", "/app/private-uploads", "/app/data"]
EXPOSE 3000
# One query; an empty database is migrated and seeded; then `next start`, which applies pending migrations (scripts/start.mjs).
CMD ["node", "scripts/start.mjs"]
