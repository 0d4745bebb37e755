import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';

const API_PREFIXES = ['/api', '/socket.io', '/metrics', '/media'];

/**
 * Serves the built web app: real files from its folder, and index.html for any other GET that a browser
 * navigates to (client-side routes such as /teams), so a reload on a deep link works.
 */
export class WebApp {
  private constructor(
    private readonly root: string,
    private readonly indexHtml: string,
  ) {}

  static fromFolder(root: string | null): WebApp | null {
    if (!root || !existsSync(join(root, 'index.html'))) return null;
    return new WebApp(root, readFileSync(join(root, 'index.html'), 'utf8'));
  }

  async register(app: NestFastifyApplication): Promise<void> {
    await app.register(fastifyStatic, { root: this.root, wildcard: false, index: false, maxAge: '1h' });
  }

  isClientRoute(request: FastifyRequest): boolean {
    const path = request.url.split('?')[0];
    return (
      request.method === 'GET' &&
      !API_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`)) &&
      (request.headers.accept ?? '').includes('text/html')
    );
  }

  sendIndex(reply: FastifyReply): void {
    void reply.status(200).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(this.indexHtml);
  }
}
