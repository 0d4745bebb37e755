// Where `npm start` runs PostgreSQL and Redis on a developer machine, so the other commands (simulate,
// bench) reach the same ones without settings.
import net from 'node:net';

export const EMBEDDED_PG_PORT = Number(process.env.EMBEDDED_PG_PORT ?? 54329);
export const EMBEDDED_DATABASE_URL = `postgres://postgres:postgres@127.0.0.1:${EMBEDDED_PG_PORT}/isl`;
export const LOCAL_REDIS_PORT = 6379;
export const OWN_REDIS_PORT = Number(process.env.EMBEDDED_REDIS_PORT ?? 6390);

/** True when a Redis answers PING on this port of 127.0.0.1. */
export function answersPing(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => done(chunk.toString().startsWith('+PONG')));
  });
}

/** DATABASE_URL and REDIS_URL as set, else those of a running `npm start`. */
export async function runningServicesEnv(env = process.env) {
  const redisPort = (await answersPing(LOCAL_REDIS_PORT)) ? LOCAL_REDIS_PORT : OWN_REDIS_PORT;
  return {
    ...env,
    DATABASE_URL: env.DATABASE_URL || EMBEDDED_DATABASE_URL,
    REDIS_URL: env.REDIS_URL || `redis://127.0.0.1:${redisPort}`,
  };
}
