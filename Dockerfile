# One Dockerfile, one target per deployable part:
#   backend          the API (Node)
#   static           one front end's build (shell or a section) served by nginx; PART picks it
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund && npm run build

FROM node:20-bookworm-slim AS backend
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build /app /app
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s CMD node -e "fetch('http://127.0.0.1:3000/health/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "backend/dist/main.js"]

FROM nginx:1.27-alpine AS static
ARG PART=shell
COPY --from=build /app/${PART}/dist /usr/share/nginx/html
COPY deploy/static.conf /etc/nginx/conf.d/default.conf
HEALTHCHECK --interval=10s --timeout=3s CMD wget -qO- http://127.0.0.1/ >/dev/null || exit 1
