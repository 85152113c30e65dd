// The reference API's configuration, validated at boot with a message naming each bad variable.
import { z } from 'zod/v4';
import { DEFAULT_DATABASE_URL } from './db/connection.ts';
import { parseTrustProxy } from './lib/client-ip.ts';

const ApiEnvSchema = z.object({
  DATABASE_URL: z
    .string()
    .trim()
    .min(1)
    .default(DEFAULT_DATABASE_URL)
    .refine(
      (v) => /^(postgres(ql)?:\/\/|file:|sqlite:|\.|\/|:memory:)/i.test(v) || !v.includes('://'),
      {
        error: 'must be a postgres:// URL or an SQLite file path (file:./data/bazaar.sqlite)',
      },
    ),
  UPLOADS_DIR: z.string().trim().min(1).default('./data/uploads'),
  PUBLIC_URL: z
    .url({ error: 'must be an absolute URL such as https://shop.example.com' })
    .optional(),
  SEED_PRODUCTS: z.coerce
    .number({ error: 'must be a whole number' })
    .int()
    .min(1)
    .max(2_000_000)
    .default(320),
  SEED_ON_START: z.enum(['true', 'false'], { error: "must be 'true' or 'false'" }).default('true'),
  /** smtp://user:pass@host:587 or smtps://…; without it e-mails wait in the outbox (npm run outbox). */
  SMTP_URL: z
    .string()
    .trim()
    .regex(/^smtps?:\/\/[^\s]+$/i, { error: 'must be an smtp:// or smtps:// URL' })
    .optional(),
  MAIL_FROM: z.string().trim().min(3).max(200).optional(),
  /** redis://host:6379: rate limits shared by every instance; without it they are counted in memory. */
  REDIS_URL: z
    .string()
    .trim()
    .regex(/^rediss?:\/\/[^\s]+$/i, { error: 'must be a redis:// or rediss:// URL' })
    .optional(),
  /** Where social sign-in returns to, when the storefront is not this server. */
  STOREFRONT_URL: z
    .url({ error: 'must be an absolute URL such as https://shop.example.com' })
    .optional(),
  /**
   * Proxies whose X-Forwarded-For is believed (decision 022): 'false' (none, the default), 'true' (one hop),
   * a number of hops, or a comma-separated list of proxy addresses.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .default('false')
    .transform((v, ctx) => {
      try {
        return parseTrustProxy(v);
      } catch (err) {
        ctx.addIssue({
          code: 'custom',
          message: `must be 'false', 'true', a number of hops or a list of proxy addresses (${(err as Error).message})`,
        });
        return z.NEVER;
      }
    }),
  /**
   * Where rate limits are counted without REDIS_URL: 'memory' (this process) or 'database' (the shop's
   * database, shared by every process on it).
   */
  RATE_LIMIT_STORE: z
    .enum(['memory', 'database'], { error: "must be 'memory' or 'database'" })
    .default('memory'),
  RATE_LIMIT_SCALE: z.coerce
    .number({ error: 'must be a number' })
    .min(0.01)
    .max(100_000)
    .default(1),
});
export type ApiEnv = z.infer<typeof ApiEnvSchema>;

export function loadApiEnv(env: Record<string, string | undefined> = process.env): ApiEnv {
  const input = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ''),
  );
  const r = ApiEnvSchema.safeParse(input);
  if (r.success) return r.data;
  const lines = r.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
  throw new Error(`Invalid environment:\n${lines.join('\n')}`);
}

/**
 * The origin shoppers use (issue 13 item 6): absolute URLs in e-mails, sitemaps, robots.txt, OAuth redirects
 * and images come from it, never from a request's Host. Required in production; in development it is
 * http://localhost:<port>.
 */
export function publicUrlOf(
  apiEnv: Pick<ApiEnv, 'PUBLIC_URL'>,
  opts: { production: boolean; port: number },
): string {
  if (apiEnv.PUBLIC_URL) return new URL(apiEnv.PUBLIC_URL).origin;
  if (opts.production)
    throw new Error(
      'Invalid environment:\n  PUBLIC_URL: required in production (the origin shoppers use, such as https://shop.example.com)',
    );
  return `http://localhost:${opts.port}`;
}
