import {
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
  LogController,
} from 'fastify';

type ChildOptions = Parameters<FastifyBaseLogger['child']>[1];
type Log = (...line: unknown[]) => void;

/**
 * One access line per request, when its answer has gone, instead of Fastify's two (incoming and
 * completed): logging was a twelfth of a transfer's server CPU (docs/architecture/performance.md).
 */
export class OneLinePerRequest extends LogController {
  /**
   * The answered request's line holds only what Fastify's serializers pick (method, address,
   * status, time; no header or body), so it skips the redaction every other line passes
   * through, which was most of the line's cost. An error's line keeps it: an error may carry
   * anything.
   */
  #completed: FastifyBaseLogger | undefined;

  override incomingRequest(): void {}
  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) {
      reply.log.error({ ...line, err: error }, 'request errored');
      return;
    }
    this.#completed ??= request.server.log.child({}, { redact: { paths: [] } });
    this.#completed.info({ reqId: request.id, ...line }, 'request completed');
  }
}

/**
 * A request's logger, made the first time the request logs. Fastify gives every request a child
 * of the server's logger bound to its id, and pino passes the bindings through the redaction to
 * make one (2 µs alone, a percent of a Pix's server CPU); most requests log nothing but their
 * access line, which has a logger of its own (above).
 */
class RequestLogger implements FastifyBaseLogger {
  readonly #parent: FastifyBaseLogger;
  readonly #bindings: Record<string, unknown>;
  readonly #options: ChildOptions;
  #made: FastifyBaseLogger | undefined;

  constructor(parent: FastifyBaseLogger, bindings: Record<string, unknown>, options: ChildOptions) {
    this.#parent = parent;
    this.#bindings = bindings;
    this.#options = options;
  }

  #logger(): FastifyBaseLogger {
    return (this.#made ??= this.#parent.child(this.#bindings, this.#options));
  }

  get level(): FastifyBaseLogger['level'] {
    return this.#made?.level ?? this.#options?.level ?? this.#parent.level;
  }
  set level(level: FastifyBaseLogger['level']) {
    this.#logger().level = level;
  }

  fatal(...line: unknown[]): void {
    (this.#logger().fatal as Log)(...line);
  }
  error(...line: unknown[]): void {
    (this.#logger().error as Log)(...line);
  }
  warn(...line: unknown[]): void {
    (this.#logger().warn as Log)(...line);
  }
  info(...line: unknown[]): void {
    (this.#logger().info as Log)(...line);
  }
  debug(...line: unknown[]): void {
    (this.#logger().debug as Log)(...line);
  }
  trace(...line: unknown[]): void {
    (this.#logger().trace as Log)(...line);
  }
  /** pino's level below every other: writes nothing, so makes nothing. */
  silent(): void {}
  child(bindings: Record<string, unknown>, options?: ChildOptions): FastifyBaseLogger {
    return this.#logger().child(bindings, options);
  }
}

/** Fastify's `childLoggerFactory`: each request's logger, made when it first logs. */
export function deferredRequestLogger(
  parent: FastifyBaseLogger,
  bindings: Record<string, unknown>,
  options: ChildOptions,
): FastifyBaseLogger {
  return new RequestLogger(parent, bindings, options);
}
