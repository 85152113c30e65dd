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
  /**
   * Where the shop's files live (decision 134): 'local' (UPLOADS_DIR, served at /uploads/) or 's3' (any
   * S3-protocol object store). Unset, it is 's3' when S3_BUCKET is set, else 'local'.
   */
  FILE_STORE: z.enum(['local', 's3'], { error: "must be 'local' or 's3'" }).optional(),
  S3_BUCKET: z.string().trim().min(1).optional(),
  /** The store's API (https://s3.eu-central-1.amazonaws.com, http://minio:9000…); AWS's own when unset. */
  S3_ENDPOINT: z.url({ error: 'must be an absolute URL such as http://minio:9000' }).optional(),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().trim().min(1).optional(),
  /** Where browsers fetch the objects: the bucket's public URL or a CDN in front of it. */
  S3_PUBLIC_URL: z
    .url({ error: 'must be an absolute URL such as https://cdn.example.com/bazaar/' })
    .optional(),
  /** Bucket in the path (http://host/bucket/key) rather than the host name; default: when S3_ENDPOINT is set. */
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false'], { error: "must be 'true' or 'false'" }).optional(),
  /**
   * PostgreSQL connections per process (decision 140): a server's max_connections must cover instances ×
   * processes (WEB_CONCURRENCY) × this, plus a jobs worker's.
   */
  DATABASE_POOL_MAX: z.coerce
    .number({ error: 'must be a whole number' })
    .int({ error: 'must be a whole number' })
    .min(1, { error: 'must be from 1 to 500' })
    .max(500, { error: 'must be from 1 to 500' })
    .default(10),
  /**
   * Whether this instance runs the background jobs (mail, payment release): 'true' (the default; under
   * `npm start` its first worker) or 'false' (only serve requests; another instance or `npm run worker` runs them).
   */
  RUN_JOBS: z.enum(['true', 'false'], { error: "must be 'true' or 'false'" }).default('true'),
  /**
   * How many instances (machines, or servers) serve this shop: above 1 they must share what one instance
   * would keep to itself, and the boot refuses what would not be shared.
   */
  INSTANCES: z.coerce
    .number({ error: 'must be a whole number' })
    .int({ error: 'must be a whole number' })
    .min(1, { error: 'must be from 1 to 1000' })
    .max(1000, { error: 'must be from 1 to 1000' })
    .default(1),
});
export type ApiEnv = Omit<z.infer<typeof ApiEnvSchema>, 'FILE_STORE'> & {
  FILE_STORE: 'local' | 's3';
};

/** With the S3 store, what it cannot run without (named, never echoed: a secret's value is not printed). */
function fileStoreIssues(e: z.infer<typeof ApiEnvSchema>, store: 'local' | 's3'): string[] {
  if (store !== 's3') return [];
  const issues: string[] = [];
  if (!e.S3_BUCKET) issues.push("S3_BUCKET: required with FILE_STORE=s3 (the bucket's name)");
  if (!e.S3_PUBLIC_URL)
    issues.push(
      'S3_PUBLIC_URL: required with FILE_STORE=s3 (where browsers fetch the objects, such as https://cdn.example.com/bazaar/)',
    );
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY))
    issues.push(
      `${e.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'}: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together (or neither, for the AWS SDK's own credentials)`,
    );
  return issues;
}

/** Several instances share rate limits (Redis, or the shop's database) and a database a second machine reaches. */
function instanceIssues(e: z.infer<typeof ApiEnvSchema>): string[] {
  if (e.INSTANCES <= 1) return [];
  const issues: string[] = [];
  if (!e.REDIS_URL && e.RATE_LIMIT_STORE !== 'database')
    issues.push(
      `REDIS_URL: required with INSTANCES=${e.INSTANCES} (rate limits counted in one instance's memory would let each instance allow the limit again), or RATE_LIMIT_STORE=database`,
    );
  if (!/^postgres(ql)?:\/\//i.test(e.DATABASE_URL))
    issues.push(
      `DATABASE_URL: INSTANCES=${e.INSTANCES} needs PostgreSQL (postgres://…): an SQLite file belongs to one machine`,
    );
  return issues;
}

export function loadApiEnv(env: Record<string, string | undefined> = process.env): ApiEnv {
  const input = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ''),
  );
  const r = ApiEnvSchema.safeParse(input);
  const lines = r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  if (r.success) {
    const store = r.data.FILE_STORE ?? (r.data.S3_BUCKET ? 's3' : 'local');
    lines.push(...fileStoreIssues(r.data, store), ...instanceIssues(r.data));
    if (!lines.length) return { ...r.data, FILE_STORE: store };
  }
  throw new Error(`Invalid environment:\n${lines.map((l) => `  ${l}`).join('\n')}`);
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
