# The web app's static files behind nginx; the build stage is the api image's.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY libs/contracts/package.json libs/contracts/
COPY backend/package.json backend/
COPY frontend/package.json frontend/
RUN npm ci --no-fund --no-audit
COPY tsconfig.json ./
COPY libs libs
COPY frontend frontend
RUN npm run build -w @isl/contracts && npm run build -w @isl/frontend

FROM nginx:1.27-alpine
COPY docker/nginx.conf /etc/nginx/conf.d/default.conf
COPY --from=build /app/frontend/dist /usr/share/nginx/html
