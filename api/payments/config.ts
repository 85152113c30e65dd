// Which providers run, and how (issue 16), from the environment. Per provider NAME (STRIPE, RAZORPAY, …):
//   NAME_MODE = sandbox | live | off. Unset: live when any of the provider's variables is set, else its local
//   sandbox — but only where sandboxes belong (issue 37, decision 132): on a local PUBLIC_URL (localhost,
//   127.0.0.1, ::1: the demo's `npm start`), or anywhere with PAYMENT_SANDBOXES=on; PAYMENT_SANDBOXES=off
//   turns them off everywhere. A public shop without keys offers no online method, never a sandbox.
// A provider never runs its sandbox with live keys: NAME_MODE=sandbox with a key set, or live with a key
// missing, stops the server at boot with a message naming the variables. The sandboxes' secrets are made per
// installation from the shop's secret (sandboxVarsFor), never written in the source.
import { createHmac, randomBytes } from 'node:crypto';
import type { ProviderDefinition, ProviderName } from './types.ts';

type ProviderMode = 'sandbox' | 'live' | 'off';

export interface ProviderConfig {
  definition: ProviderDefinition;
  mode: Exclude<ProviderMode, 'off'>;
  /** Live: the provider's variables from the environment. Sandbox: the sandbox's test values. */
  vars: Record<string, string>;
}

/** What the boot log says of each provider: its mode, and why when it is off. */
export interface ProviderPlan {
  name: ProviderName;
  mode: ProviderMode;
  why?: string;
}

export interface PaymentOptions {
  /** The shop's public origin (PUBLIC_URL); default the environment's, and local when unset. */
  publicUrl?: string;
  /** The installation's secret the sandboxes' secrets are derived from (SESSION_SECRET); default random. */
  sandboxSecret?: string;
}

const prefixOf = (d: ProviderDefinition) => d.name.toUpperCase();

/** A local origin: where the demo runs (localhost, *.localhost, 127.0.0.0/8, ::1). */
export function isLocalOrigin(url: string | undefined): boolean {
  if (!url) return true;
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return false;
  }
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    /^127(\.\d{1,3}){3}$/.test(host) ||
    host === '[::1]'
  );
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * A sandbox's credentials for this installation: each `*` in a template of sandboxVars becomes 32 letters and
 * digits derived from `secret` (HMAC-SHA256 over the provider and the variable), so every worker and machine
 * of one shop agrees, and a shop's sandbox secret is known to nobody who only has the source.
 */
export function sandboxVarsFor(d: ProviderDefinition, secret: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, template] of Object.entries(d.sandboxVars)) {
    const digest = createHmac('sha256', secret)
      .update(`payment-sandbox:${d.name}:${name}`)
      .digest();
    const derived = [...digest].map((b) => ALPHABET[b % ALPHABET.length]).join('');
    out[name] = template.replaceAll('*', derived);
  }
  return out;
}

/** The configured providers, or an Error listing every problem (the server prints it and exits). */
export function configurePayments(
  definitions: readonly ProviderDefinition[],
  env: Record<string, string | undefined>,
  opts: PaymentOptions = {},
): ProviderConfig[] {
  return planPayments(definitions, env, opts).configs;
}

/** configurePayments, with what each provider does and why (the boot log's line). */
export function planPayments(
  definitions: readonly ProviderDefinition[],
  env: Record<string, string | undefined>,
  opts: PaymentOptions = {},
): { configs: ProviderConfig[]; plan: ProviderPlan[] } {
  const value = (k: string) => {
    const v = env[k]?.trim();
    return v ? v : undefined;
  };
  const problems: string[] = [];
  const out: ProviderConfig[] = [];
  const plan: ProviderPlan[] = [];
  const local = isLocalOrigin(opts.publicUrl ?? value('PUBLIC_URL'));
  const sandboxes = value('PAYMENT_SANDBOXES')?.toLowerCase();
  if (sandboxes !== undefined && !['on', 'off', 'true', 'false'].includes(sandboxes))
    problems.push("  PAYMENT_SANDBOXES: must be 'on' or 'off'");
  const explicitOn = sandboxes === 'on' || sandboxes === 'true';
  const explicitOff = sandboxes === 'off' || sandboxes === 'false';
  const allowed = explicitOn || (local && !explicitOff);
  const offWhy = explicitOff
    ? 'no keys, and PAYMENT_SANDBOXES=off'
    : 'no keys, and the sandbox runs only on a local PUBLIC_URL or with PAYMENT_SANDBOXES=on';
  const secret = opts.sandboxSecret ?? randomBytes(32).toString('hex');
  for (const d of definitions) {
    const prefix = prefixOf(d);
    const names = [...d.variables.required, ...(d.variables.optional ?? [])];
    const set = names.filter((n) => value(n) !== undefined);
    const rawMode = value(`${prefix}_MODE`)?.toLowerCase();
    if (rawMode && !['sandbox', 'live', 'off'].includes(rawMode)) {
      problems.push(`  ${prefix}_MODE: must be 'sandbox', 'live' or 'off'`);
      continue;
    }
    const mode =
      (rawMode as ProviderMode | undefined) ?? (set.length ? 'live' : allowed ? 'sandbox' : 'off');
    if (mode === 'off') {
      plan.push({ name: d.name, mode, why: rawMode ? `${prefix}_MODE=off` : offWhy });
      continue;
    }
    if (mode === 'sandbox') {
      if (!local && !explicitOn) {
        problems.push(
          `  ${prefix}_MODE: 'sandbox' on a public PUBLIC_URL — anyone could pay with it; set ` +
            'PAYMENT_SANDBOXES=on to mean it (a test shop), or the live keys',
        );
        continue;
      }
      if (set.length) {
        problems.push(
          `  ${prefix}_MODE: 'sandbox' while ${set.join(', ')} ${set.length > 1 ? 'are' : 'is'} set — ` +
            'a provider never runs its sandbox and live keys at once (unset the keys, or set ' +
            `${prefix}_MODE=live)`,
        );
        continue;
      }
      out.push({ definition: d, mode, vars: sandboxVarsFor(d, secret) });
      plan.push({ name: d.name, mode });
      continue;
    }
    const missing = d.variables.required.filter((n) => value(n) === undefined);
    if (missing.length) {
      problems.push(
        `  ${prefix}: live mode needs ${missing.join(', ')} (or unset ${set.join(', ') || `${prefix}_MODE`} ` +
          'to use the local sandbox)',
      );
      continue;
    }
    out.push({
      definition: d,
      mode: 'live',
      vars: Object.fromEntries(set.map((n) => [n, value(n)!])),
    });
    plan.push({ name: d.name, mode: 'live' });
  }
  if (problems.length) throw new Error(`Invalid payment configuration:\n${problems.join('\n')}`);
  return { configs: out, plan };
}

/** Minutes after which an unpaid online order is released (PAYMENT_RELEASE_MINUTES, default 60). */
export function releaseMinutesOf(env: Record<string, string | undefined>): number {
  const raw = env.PAYMENT_RELEASE_MINUTES?.trim();
  if (!raw) return 60;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 5 || n > 60 * 24 * 14)
    throw new Error(
      'Invalid payment configuration:\n  PAYMENT_RELEASE_MINUTES: a whole number of minutes from 5 to 20160',
    );
  return n;
}
