// The reference API's configuration, validated at boot with a message naming each bad variable.
import { z } from 'zod/v4';
import { DEFAULT_DATABASE_URL } from './db/connection.ts';

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
