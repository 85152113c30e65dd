// For the mocks' own tests: call a mock endpoint by its definition, as the storefront would, and read the
// envelope; a success is parsed with the definition's `data` (a fixture that does not parse fails here).
import { fillPath, type DataOf, type EndpointDef } from '#contract/endpoint.ts';
import { RawEnvelopeSchema, isEnvelopeSuccess, type RawEnvelope } from '#contract/envelope.ts';
import { MOCK_ACCOUNT } from './identity.ts';

export type MockCall = {
  params?: Record<string, string | number>;
  query?: Record<string, string | number>;
  body?: Record<string, unknown> | FormData;
  /** The bearer token: the demo shopper's by default, null for none. */
  token?: string | null;
  /** A guest's user_token (query on GET/DELETE, body on POST). */
  userToken?: string;
  method?: string;
  path?: string;
};

export async function callMock<E extends EndpointDef>(
  endpoint: E,
  call: MockCall = {},
): Promise<{ envelope: RawEnvelope; data: DataOf<E> | undefined }> {
  const method = call.method ?? endpoint.method;
  const url = new URL(
    `http://api.test/api/v1/${fillPath(call.path ?? endpoint.path, call.params)}`,
  );
  for (const [k, v] of Object.entries(call.query ?? {})) url.searchParams.set(k, String(v));
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = call.token === undefined ? MOCK_ACCOUNT.token : call.token;
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: string | FormData | undefined;
  if (call.body instanceof FormData) body = call.body;
  else if (method === 'POST') {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify({ ...call.body, ...(call.userToken && { user_token: call.userToken }) });
  } else if (call.userToken) url.searchParams.set('user_token', call.userToken);
  const res = await fetch(url, { method, headers, body });
  const envelope = RawEnvelopeSchema.parse(await res.json());
  if (!isEnvelopeSuccess(envelope)) return { envelope, data: undefined };
  return { envelope, data: endpoint.data.parse(envelope.data) as DataOf<E> };
}
