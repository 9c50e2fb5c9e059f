# syntax=docker/dockerfile:1
# One image runs the api (which also serves the built SPA), the worker and the migrations.
# Stages: deps (all dependencies) -> build (nx build) ; prod-deps (the api's runtime
# dependencies only) ; app (the runtime image, from prod-deps + build outputs).
#   docker build --target app -t dealdraft .

FROM node:20-bookworm-slim AS manifests
WORKDIR /app
# Browsers are never downloaded at install time: the image uses Debian's Chromium.
ENV PUPPETEER_SKIP_DOWNLOAD=1 \
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
# Manifests only, so that the npm ci layers are reused until dependencies change.
COPY package.json package-lock.json .npmrc ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY libs/domain/package.json libs/domain/
COPY e2e/package.json e2e/
COPY bench/package.json bench/

FROM manifests AS deps
RUN npm ci

FROM deps AS build
ENV NX_DAEMON=false \
    NX_NO_CLOUD=true
COPY . .
RUN npx nx run-many -t build

FROM manifests AS prod-deps
# The api's dependencies and the workspace packages it links (libs/domain); none of the SPA's.
RUN npm ci --omit=dev --workspace=@dealdraft/api

FROM node:20-bookworm-slim AS app
# Noto fonts: Chromium falls back to them for every script the embedded Inter lacks (CJK, Thai,
# Devanagari, Hebrew, Arabic...) and for colour emoji; without them those print as empty boxes.
RUN apt-get update \
    && apt-get install -y --no-install-recommends chromium fonts-liberation \
        fonts-noto-core fonts-noto-cjk fonts-noto-color-emoji \
    && rm -rf /var/lib/apt/lists/*
WORKDIR /app
# MALLOC_ARENA_MAX: two glibc malloc arenas instead of up to eight per core; the api's RSS
# settles about 35 MB lower after a load (scripts/lib/app.mjs, withMallocArenas).
ENV NODE_ENV=production \
    PUPPETEER_EXECUTABLE_PATH=/usr/bin/chromium \
    PORT=3000 \
    MALLOC_ARENA_MAX=2
# Manifests and node_modules (with the workspace links node_modules/@dealdraft/* -> ../../...).
COPY --from=prod-deps /app ./
COPY --from=build /app/libs/domain/dist libs/domain/dist
COPY --from=build /app/apps/api/dist apps/api/dist
# The e-invoice validation artefacts, with the stylesheets the build compiled (.sef).
COPY --from=build /app/apps/api/e-invoice-artefacts apps/api/e-invoice-artefacts
COPY --from=build /app/apps/web/dist apps/web/dist
# DATA_DIR defaults to /app/.data: the only place the app writes.
RUN mkdir .data && chown node:node .data
USER node
EXPOSE 3000
# A larger young generation, and a collection once idle after a load (scripts/lib/app.mjs,
# API_NODE_FLAGS).
CMD ["node", "--max-semi-space-size=32", "--expose-gc", "apps/api/dist/main.js"]
