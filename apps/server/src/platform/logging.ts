/**
 * What the server writes to its output. `json`: one pino JSON object per line, for log collectors (the
 * default when stdout is not a terminal). `pretty`: one readable line per entry with the time and level
 * (the default in a terminal). Each answered request is one line at `debug`, so the default `info` level
 * shows start-up, warnings and errors only. Credentials never reach a line.
 */
import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';
import type { Config } from '../config.js';

/** The fields of a request's line, besides the request id. */
type RequestLine = { method: string; url: string; statusCode: number; responseTime: number };
const REQUEST_FIELDS = ['method', 'url', 'statusCode', 'responseTime'] as const;

/** A request's line reads `GET /api/tags 200 4 ms`; any other entry is its message. Request ids follow. */
function readableMessage(log: Record<string, unknown>, messageKey: string): string {
  const text =
    typeof log.method === 'string'
      ? `${log.method} ${String(log.url)} ${String(log.statusCode)} ${Math.round(Number(log.responseTime))} ms`
      : String(log[messageKey] ?? '');
  return typeof log.reqId === 'string' ? `${text}  [${log.reqId}]` : text;
}

/** pino-pretty, loaded only for the pretty format (a server writing JSON never loads it). */
async function prettyStream(destination: number | NonNullable<Config['logStream']>) {
  const { default: pinoPretty } = await import('pino-pretty');
  return pinoPretty({
    destination,
    // Written before the call returns: lines keep their order with what main.ts prints, and none is lost at exit.
    sync: true,
    translateTime: 'SYS:HH:MM:ss',
    ignore: ['pid', 'hostname', 'reqId', ...REQUEST_FIELDS].join(','),
    messageFormat: readableMessage,
  });
}

export async function loggerOptions(config: Config): Promise<FastifyServerOptions['logger']> {
  const stream = config.logFormat === 'pretty' ? await prettyStream(config.logStream ?? 1) : config.logStream;
  return {
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'req.body.password'],
    ...(stream ? { stream } : {}),
  };
}

/**
 * Fastify's request lines, changed: none when a request comes in, one at debug when it is answered (an
 * error still at error level), none of its own for an unknown route (the answer's line shows the 404).
 * The path only: a query string may carry a signed file address.
 */
export class RequestLog extends LogController {
  override incomingRequest() {}

  override routeNotFound() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (error) return super.requestCompleted(error, request, reply);
    const line: RequestLine = {
      method: request.method,
      url: request.url.split('?', 1)[0]!,
      statusCode: reply.statusCode,
      responseTime: reply.elapsedTime,
    };
    request.log.debug(line, 'request answered');
  }
}
