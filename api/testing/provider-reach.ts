// A provider as configured, except that the shop's server-to-server calls to it can be cut: they fail as the
// network does when the provider cannot be reached. The shopper's browser still reaches its sandbox.
import type { ProviderDefinition } from '../payments/types.ts';

/** `definition`, whose adapter's calls fail (connection refused) while `cut(url)` says so. */
export function withCutCalls(
  definition: ProviderDefinition,
  cut: (url: string) => boolean,
): ProviderDefinition {
  return {
    ...definition,
    create: (env) =>
      definition.create({
        ...env,
        fetch: ((input: RequestInfo | URL, init?: RequestInit) =>
          cut(input instanceof Request ? input.url : String(input))
            ? Promise.reject(new TypeError('fetch failed: connect ECONNREFUSED'))
            : env.fetch(input, init)) as typeof fetch,
      }),
  };
}
