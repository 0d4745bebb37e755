import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

/**
 * The baseline of bench:http, in a process of its own as the api is: a bare Fastify answering each path with
 * the bytes the api answered it with (argv[2]: a JSON file of path → body), nothing else. Prints its port.
 */
const bodies = JSON.parse(readFileSync(process.argv[2], 'utf8')) as Record<string, string>;
const server = Fastify();
server.get('/*', (request, reply) => {
  const body = bodies[request.url];
  if (body === undefined) return reply.code(404).send();
  return reply.header('content-type', 'application/json; charset=utf-8').send(body);
});
server.listen({ port: 0, host: '127.0.0.1' }).then(
  () => process.stdout.write(`${JSON.stringify({ port: (server.server.address() as { port: number }).port })}\n`),
  (error: unknown) => {
    process.stderr.write(`${String(error)}\n`);
    process.exit(1);
  },
);
