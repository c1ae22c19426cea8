# Multi-stage build: one image runs the API (default) or the worker (`node apps/api/dist/worker.js`).
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY apps/sandbox/package.json apps/sandbox/
COPY packages/shared-types/package.json packages/shared-types/
COPY packages/i18n/package.json packages/i18n/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npx turbo run build && npm prune --omit=dev

FROM node:20-bookworm-slim AS runtime
# Chromium's headless shell from Debian renders the PDFs (puppeteer-core never downloads a browser); the full
# chromium stays as the renderer's fallback.
RUN apt-get update -qq && apt-get install -y -qq --no-install-recommends chromium chromium-headless-shell fonts-dejavu-core \
  && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production CHROMIUM_PATH=/usr/bin/chromium PDF_CHROMIUM_PATH=/usr/lib/chromium/chromium-headless-shell PORT=3000
WORKDIR /app
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/package.json ./
COPY --from=build /app/packages ./packages
COPY --from=build /app/apps/api/package.json /app/apps/api/schema.graphql ./apps/api/
COPY --from=build /app/apps/api/dist ./apps/api/dist
COPY --from=build /app/apps/web/dist ./apps/web/dist
COPY --from=build /app/apps/sandbox/package.json ./apps/sandbox/
COPY --from=build /app/apps/sandbox/dist ./apps/sandbox/dist
USER node
EXPOSE 3000
CMD ["sh", "-c", "node apps/api/dist/tools/migrate.js && node apps/api/dist/database/seeds/run-seeds.js && node apps/api/dist/main.js"]
