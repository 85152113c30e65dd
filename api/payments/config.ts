// Which providers run, and how (issue 16), from the environment. Per provider NAME (STRIPE, RAZORPAY, …):
//   NAME_MODE = sandbox | live | off. Unset: live when any of the provider's variables is set, else sandbox
//   (PAYMENT_SANDBOXES=off makes that "off" instead: a production shop that wants no test methods).
// A provider never runs its sandbox with live keys: NAME_MODE=sandbox with a key set, or live with a key
// missing, stops the server at boot with a message naming the variables.
import type { ProviderDefinition } from './types.ts';

type ProviderMode = 'sandbox' | 'live' | 'off';

export interface ProviderConfig {
  definition: ProviderDefinition;
  mode: Exclude<ProviderMode, 'off'>;
  /** Live: the provider's variables from the environment. Sandbox: the sandbox's test values. */
  vars: Record<string, string>;
}

const prefixOf = (d: ProviderDefinition) => d.name.toUpperCase();

/** The configured providers, or an Error listing every problem (the server prints it and exits). */
export function configurePayments(
  definitions: readonly ProviderDefinition[],
  env: Record<string, string | undefined>,
): ProviderConfig[] {
  const value = (k: string) => {
    const v = env[k]?.trim();
    return v ? v : undefined;
  };
  const problems: string[] = [];
  const out: ProviderConfig[] = [];
  const sandboxes = (value('PAYMENT_SANDBOXES') ?? 'on').toLowerCase();
  if (!['on', 'off', 'true', 'false'].includes(sandboxes))
    problems.push("  PAYMENT_SANDBOXES: must be 'on' or 'off'");
  const sandboxDefault: ProviderMode =
    sandboxes === 'off' || sandboxes === 'false' ? 'off' : 'sandbox';
  for (const d of definitions) {
    const prefix = prefixOf(d);
    const names = [...d.variables.required, ...(d.variables.optional ?? [])];
    const set = names.filter((n) => value(n) !== undefined);
    const rawMode = value(`${prefix}_MODE`)?.toLowerCase();
    if (rawMode && !['sandbox', 'live', 'off'].includes(rawMode)) {
      problems.push(`  ${prefix}_MODE: must be 'sandbox', 'live' or 'off'`);
      continue;
    }
    const mode = (rawMode as ProviderMode | undefined) ?? (set.length ? 'live' : sandboxDefault);
    if (mode === 'off') continue;
    if (mode === 'sandbox') {
      if (set.length) {
        problems.push(
          `  ${prefix}_MODE: 'sandbox' while ${set.join(', ')} ${set.length > 1 ? 'are' : 'is'} set — ` +
            'a provider never runs its sandbox and live keys at once (unset the keys, or set ' +
            `${prefix}_MODE=live)`,
        );
        continue;
      }
      out.push({ definition: d, mode, vars: { ...d.sandboxVars } });
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
  }
  if (problems.length) throw new Error(`Invalid payment configuration:\n${problems.join('\n')}`);
  return out;
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
