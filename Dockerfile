# One Dockerfile; the deployable part is the backend target: the API (Node), which also serves
# the shell's and the sections' builds and renders the pages with their server builds.
#
# tooling/scripts/check-production-layout.mjs builds the backend image's layout without Docker
# (CI has no engine) by reading this file: the package files of `prod-deps`, its `npm ci` line,
# the backend stage's `COPY --from=build` lines and its `install -d -o node` folders. Keep those
# lines one source and one destination each, so that both describe the same image.

# Dependencies first, from the package files alone: this layer is rebuilt only when they change.
FROM node:22-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY contracts/package.json contracts/
COPY tooling/package.json tooling/
COPY web-kit/package.json web-kit/
COPY backend/package.json backend/
COPY shell/package.json shell/
COPY mf-directory/package.json mf-directory/
COPY mf-profile/package.json mf-profile/
COPY mf-event/package.json mf-event/
COPY mf-photos/package.json mf-photos/
COPY mf-insights/package.json mf-insights/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund

FROM deps AS build
COPY . .
RUN npm run build

# What the backend needs at run time: its production dependencies and the workspaces they name
# (contracts). The front ends' server builds are bundles that require only Node's own modules.
FROM deps AS prod-deps
RUN npm ci --omit=dev --workspace backend --include-workspace-root --no-audit --no-fund

FROM node:22-bookworm-slim AS backend
# UV_THREADPOOL_SIZE: backend/scripts/node-flags.mjs says why (a tooling test holds it to it).
ENV NODE_ENV=production HOST=0.0.0.0 UV_THREADPOOL_SIZE=8
WORKDIR /app
COPY --from=prod-deps /app /app
COPY --from=build /app/contracts/dist contracts/dist
COPY --from=build /app/backend/dist backend/dist
COPY --from=build /app/shell/dist shell/dist
COPY --from=build /app/shell/dist-server shell/dist-server
COPY --from=build /app/mf-directory/dist mf-directory/dist
COPY --from=build /app/mf-profile/dist mf-profile/dist
COPY --from=build /app/mf-event/dist mf-event/dist
COPY --from=build /app/mf-photos/dist mf-photos/dist
COPY --from=build /app/mf-insights/dist mf-insights/dist
# The code stays root's (read-only to the server); only DATA_DIR (uploads, upload-tmp, album-zip,
# outbox, releases) belongs to the user it runs as. DATA_DIR/releases is made here too: docker-compose.yml
# mounts the replicas' shared releases volume on it, and a new volume takes the owner of the
# folder it is mounted on (root's, were the folder not in the image).
RUN install -d -o node -g node /app/.data /app/.data/releases
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s CMD ["node", "-e", "fetch('http://127.0.0.1:3000/health/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Node's flags: backend/scripts/node-flags.mjs says why (a tooling test holds this line to it).
CMD ["node", "--max-semi-space-size=32", "backend/dist/main.js"]

# The operator's commands on a running stack (docker-compose.yml's `tools` service, README
# "Deployment"): `npm run release` and `npm run remotes` need the checkout and its full install
# (the release script builds a section, or reads the shared libraries' installed versions for
# release.json), which the backend image leaves out. Run as node, the replicas' user, so the
# releases it writes on the shared volume are theirs; the folder is made here for the same
# reason as in the backend image.
FROM build AS tools
RUN install -d -o node -g node /app/.data /app/.data/releases
USER node
ENTRYPOINT ["npm", "run"]
