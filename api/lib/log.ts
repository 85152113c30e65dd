// Structured logging on pino (issue 32): one JSON line per entry — `time` (ISO), `level` (its name), the
// request id where the line belongs to a request, the entry's fields, `msg`. Errors go to stderr, the rest to
// stdout. Secrets never reach a line: tokens, cookies, passwords, one-time codes and keys are redacted by
// name, at the top level and one level down (`{ headers: { cookie } }`).
import { pino, type Logger } from 'pino';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';
export type { Logger };

const SECRET_NAMES = [
  'password',
  'current_password',
  'token',
  'user_token',
  'access_token',
  'refresh_token',
  'code',
  'otp',
  'cookie',
  'set-cookie',
  'authorization',
  'secret',
  'key',
  'signature',
];
/** pino redaction paths: each secret name at the top level and one level down. */
const REDACT_PATHS = SECRET_NAMES.flatMap((n) => {
  const key = /^[a-z_]+$/.test(n) ? n : `["${n}"]`;
  return [key, key.startsWith('[') ? `*${key}` : `*.${key}`];
});

/**
 * A request's log: every line carries its id. Made per request by the server (server.ts) for the storefront;
 * the lines are built only when something is logged. (Not an AsyncLocalStorage: on Node 20 it runs a hook
 * on every promise of every request, for the few lines a request logs.)
 */
export function requestLog(logger: Logger, requestId: string) {
  return {
    error: (fields: Record<string, unknown>, msg: string) =>
      logger.error({ requestId, ...fields }, msg),
    warn: (fields: Record<string, unknown>, msg: string) =>
      logger.warn({ requestId, ...fields }, msg),
  };
}

type Sink = { write(line: string): void };
const stdout: Sink = { write: (line) => void process.stdout.write(line) };
// Through console.error, so the test suite's guard (tests/setup/vitest-node.ts) still sees an unexpected
// error; in production it is a synchronous write to stderr like any other.
const stderr: Sink = { write: (line) => console.error(line.trimEnd()) };

/** A logger writing lines at or above `level` (to `sinks`, stdout and stderr unless given). */
export function createLogger(
  level: LogLevel | 'silent' = 'info',
  sinks: { out: Sink; err: Sink } = { out: stdout, err: stderr },
): Logger {
  return pino(
    {
      level,
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    },
    pino.multistream(
      [
        { level: 'debug', stream: sinks.out },
        { level: 'error', stream: sinks.err },
      ],
      { dedupe: true },
    ),
  );
}

/**
 * The process's logger. Its level is LOG_LEVEL (server.ts sets it at boot with `setLogLevel`), `info` until
 * then.
 */
export const log: Logger = createLogger(
  (['debug', 'info', 'warn', 'error'] as const).find((l) => l === process.env.LOG_LEVEL) ?? 'info',
);

export function setLogLevel(level: LogLevel): void {
  log.level = level;
}

/** What an error says in a log line: its message (never a secret it might quote) and its stack. */
export const errorFields = (error: unknown) =>
  error instanceof Error
    ? { message: error.message, stack: error.stack }
    : { message: String(error) };
