import { LoggerService } from '@nestjs/common';
import pino, { Logger } from 'pino';
import pretty from 'pino-pretty';
import { currentRequestId } from './request-id';

/**
 * One logger for the api, the worker and the CLIs alike. For a person at a terminal, one readable line per
 * record (`[12:00:01] INFO (isl-api): api listening {"port":3000}`); anywhere else (CI, production, a pipe or
 * a file), JSON lines for machines.
 */
export function createLogger(level: string, name = 'isl-api', human = Boolean(process.stdout.isTTY)): Logger {
  const options = { name, level, base: { pid: process.pid }, timestamp: pino.stdTimeFunctions.isoTime };
  if (!human) return pino(options);
  return pino(
    options,
    pretty({
      sync: true,
      singleLine: true,
      translateTime: 'SYS:HH:MM:ss',
      ignore: 'pid,hostname,context,req,res,reqId,responseTime',
      messageFormat: humanMessage,
    }),
  );
}

/** "[Context] message", and for Fastify's request records the request ("GET /api/teams") or its outcome ("200 in 4 ms"). */
function humanMessage(log: Record<string, unknown>, messageKey: string): string {
  const req = log.req as { method?: string; url?: string } | undefined;
  const res = log.res as { statusCode?: number } | undefined;
  return [
    log.context ? `[${String(log.context)}]` : '',
    String(log[messageKey] ?? ''),
    req ? `${req.method} ${req.url}` : '',
    res ? `${res.statusCode} in ${Math.round(Number(log.responseTime))} ms` : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** Nest's own start-up messages (modules, routes, gateway subscriptions, "started"): useful when debugging, noise otherwise. */
const START_UP_CONTEXTS = new Set(['NestFactory', 'NestApplication', 'InstanceLoader', 'RoutesResolver', 'RouterExplorer', 'WebSocketsController']);

/** A Nest log line's fields, with the id of the request it was written for, as Fastify's own lines carry it. */
function fields(context: string | undefined, extra: Record<string, unknown> = {}): Record<string, unknown> {
  const reqId = currentRequestId();
  return reqId === undefined ? { context, ...extra } : { context, reqId, ...extra };
}

/** Lets Nest's own messages, and the services' (Nest's Logger), go through the same pino logger. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, context?: string) {
    if (context && START_UP_CONTEXTS.has(context)) this.logger.debug(fields(context), String(message));
    else this.logger.info(fields(context), String(message));
  }
  error(message: unknown, trace?: string, context?: string) {
    this.logger.error(fields(context, { trace }), String(message));
  }
  warn(message: unknown, context?: string) {
    this.logger.warn(fields(context), String(message));
  }
  debug(message: unknown, context?: string) {
    this.logger.debug(fields(context), String(message));
  }
  verbose(message: unknown, context?: string) {
    this.logger.trace(fields(context), String(message));
  }
}
