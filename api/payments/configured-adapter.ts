// The registry side of an adapter configured with AdapterConfig (how it reaches its provider) and settings read
// from its variables (PayPal, Flutterwave, Iyzico): each variable is named once, for both the list live mode
// checks and the setting the adapter reads from it.
import type { AdapterConfig } from './provider-kit.ts';
import type { PaymentProvider, ProviderDefinition, ProviderEnvironment } from './types.ts';

/** The AdapterConfig of the environment the registry builds an adapter in (live, or its sandbox). */
const adapterConfigOf = (env: ProviderEnvironment): AdapterConfig => ({
  mode: env.mode,
  baseUrl: env.apiBase,
  fetch: env.fetch,
});

type Settings<R extends string, O extends string> = Record<R, string> & Partial<Record<O, string>>;

/**
 * A definition's `variables` and `create` from the variable each setting is read from: an unset required one
 * reads '' (live mode never runs without it), an unset optional one is left undefined.
 */
export function configuredAdapter<R extends string, O extends string = never>(
  create: (config: AdapterConfig & Settings<NoInfer<R>, NoInfer<O>>) => PaymentProvider,
  variables: { required: Record<R, string>; optional?: Record<O, string> },
): Pick<ProviderDefinition, 'variables' | 'create'> {
  const required = Object.entries<string>(variables.required);
  const optional = Object.entries<string>(variables.optional ?? {});
  return {
    variables: {
      required: required.map(([, name]) => name),
      ...(optional.length ? { optional: optional.map(([, name]) => name) } : {}),
    },
    create: (env) =>
      create({
        ...adapterConfigOf(env),
        ...(Object.fromEntries([
          ...required.map(([setting, name]) => [setting, env.vars[name] ?? '']),
          ...optional.map(([setting, name]) => [setting, env.vars[name]]),
        ]) as Settings<R, O>),
      }),
  };
}
