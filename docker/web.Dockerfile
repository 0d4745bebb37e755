# The web app's static files behind nginx; the build stage is the api image's.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY libs/contracts/package.json libs/contracts/
COPY libs/test-support/package.json libs/test-support/
COPY backend/package.json backend/
COPY frontend/package.json frontend/
RUN npm ci --no-fund --no-audit
COPY tsconfig.json ./
COPY libs libs
COPY frontend frontend
RUN npm run build -w @isl/contracts && npm run build -w @isl/frontend

# nginx as an unprivileged user (uid 101), so it listens on 8080. At start the image's entrypoint renders
# /etc/nginx/templates/default.conf.template into /etc/nginx/conf.d/default.conf, replacing the placeholders
# with the container's environment variables of those names (docker-compose.yml sets them on the web service)
# and leaving nginx's own $variables alone. `npm run cluster` renders the same template for a local nginx.
FROM nginxinc/nginx-unprivileged:1.27-alpine
COPY docker/nginx.conf.template /etc/nginx/templates/default.conf.template
COPY --from=build /app/frontend/dist /usr/share/nginx/html
