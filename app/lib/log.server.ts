// The storefront's log: the server's logger (pino, api/lib/log.ts) handed over in the load context, so
// every line carries the request id and goes through the same redaction. A loader test's context has none:
// a JSON line on the console then, which the suite's console guard reads as it did before.
import type { AppLoadContext } from '@remix-run/node';

/** The part of a pino logger the storefront uses. */
export type StorefrontLog = {
  error(fields: Record<string, unknown>, msg: string): void;
  warn(fields: Record<string, unknown>, msg: string): void;
};

const consoleLog: StorefrontLog = {
  error: (fields, msg) => console.error(JSON.stringify({ level: 'error', ...fields, msg })),
  warn: (fields, msg) => console.warn(JSON.stringify({ level: 'warn', ...fields, msg })),
};

export const logOf = (context: Pick<AppLoadContext, 'log'> | undefined): StorefrontLog =>
  context?.log ?? consoleLog;
