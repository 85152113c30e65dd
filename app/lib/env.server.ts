// The storefront's configuration, validated once at boot with a message naming each bad variable.
import { z } from 'zod/v4';

/** A timeout: from a tenth of a second to two minutes. */
const milliseconds = (fallback: number) =>
  z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int()
    .min(100)
    .max(120_000)
    .default(fallback);

const EnvSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'], {
      error: "must be 'development', 'production' or 'test'",
    })
    .default('production'),
  PORT: z.coerce.number({ error: 'must be a port number' }).int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  SHOP_API_URL: z
    .url({
      error: 'must be an absolute URL ending in /api/v1/, e.g. https://api.shop.example/api/v1/',
    })
    .optional(),
  SESSION_SECRET: z
    .string()
    .min(32, { error: 'must be at least 32 characters (comma-separated for rotation)' })
    .optional(),
  API_TIMEOUT_MS: milliseconds(8000),
  /**
   * The embedded API's timeout (called in process): only a stuck API (a locked database, say) reaches it,
   * never a busy process, so it is longer than the external API's (decision 080).
   */
  EMBEDDED_API_TIMEOUT_MS: milliseconds(30_000),
  MOCKS: z.enum(['true', 'false'], { error: "must be 'true' or 'false'" }).default('false'),
  MOCK_SCENARIO: z
    .enum([
      'none',
      'api-down',
      'business-error',
      'server-error',
      'slow',
      'slow-listing',
      'popup-fixed',
    ])
    .default('none'),
  COOKIE_SECURE: z.enum(['true', 'false'], { error: "must be 'true' or 'false'" }).default('true'),
  LOG_LEVEL: z
    .enum(['debug', 'info', 'warn', 'error'], { error: 'must be debug, info, warn or error' })
    .default('info'),
});
export type StorefrontEnv = z.infer<typeof EnvSchema>;

export function loadStorefrontEnv(
  env: Record<string, string | undefined> = process.env,
): StorefrontEnv {
  const input = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ''),
  );
  const r = EnvSchema.safeParse(input);
  if (r.success) return r.data;
  throw new Error(
    `Invalid environment:\n${r.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n')}`,
  );
}
