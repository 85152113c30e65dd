// /api/v1/openapi.json, generated from the contract (one schema language: zod v4's own JSON Schema output).
import { z } from './zod.ts';
import { endpoints } from './endpoints.ts';
import type { EndpointDef as Endpoint } from './endpoint.ts';
import { FormErrorSchema } from './envelope.ts';

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): Record<string, unknown> {
  try {
    return z.toJSONSchema(schema, {
      io,
      unrepresentable: 'any',
      target: 'draft-2020-12',
    }) as Record<string, unknown>;
  } catch {
    return {};
  }
}

function envelope(data: Record<string, unknown>) {
  return {
    type: 'object',
    required: ['status', 'data'],
    properties: {
      status: {
        type: 'integer',
        description:
          '200 success; 201 validation/business error; 204 unauthenticated; 404 not found; 500 failure',
      },
      message: { type: 'string' },
      data,
      token: { type: ['string', 'null'] },
    },
  };
}

function parameters(ep: Endpoint) {
  const params: Record<string, unknown>[] = [];
  for (const [where, schema] of [
    ['path', ep.params],
    ['query', ep.query],
  ] as const) {
    if (!schema) continue;
    const js = jsonSchema(schema, 'input') as {
      properties?: Record<string, unknown>;
    };
    const shape = (schema as unknown as { shape?: Record<string, z.ZodType> }).shape ?? {};
    for (const [name, s] of Object.entries(js.properties ?? {})) {
      // Required when the schema refuses an absent value (preprocessed optionals accept it).
      const required = where === 'path' || !(shape[name]?.safeParse(undefined).success ?? true);
      params.push({
        name,
        in: where,
        required,
        schema: Object.keys(s as object).length ? s : { type: 'string' },
      });
    }
  }
  if (ep.header) {
    params.push({
      name: ep.header,
      in: 'header',
      required: false,
      schema: { type: 'string', enum: ['en', 'fr', 'ar', 'tr', 'hi'] },
    });
  }
  return params;
}

export function buildOpenApiDocument(serverUrl = '/api/v1') {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [key, ep] of Object.entries(endpoints) as [string, Endpoint][]) {
    const operation = {
      operationId: key,
      summary: ep.summary,
      parameters: parameters(ep),
      ...(ep.auth === 'user' || ep.auth === 'owner' || ep.auth === 'admin' || ep.auth === 'seller'
        ? { security: ep.auth !== 'owner' ? [{ bearer: [] }] : [{ bearer: [] }, {}] }
        : {}),
      ...(ep.body || ep.multipart
        ? {
            requestBody: {
              required: true,
              content: ep.multipart
                ? { 'multipart/form-data': { schema: { type: 'object' } } }
                : { 'application/json': { schema: jsonSchema(ep.body!, 'input') } },
            },
          }
        : {}),
      responses: ep.redirect
        ? { '302': { description: 'Redirect' } }
        : {
            '200': {
              description: 'iShop envelope. Success when status is 200 and data has no `form` key.',
              content: {
                'application/json': {
                  schema: {
                    oneOf: [
                      envelope(jsonSchema(ep.data, 'output')),
                      envelope(jsonSchema(FormErrorSchema, 'output')),
                    ],
                  },
                },
              },
            },
            '404': { description: 'Unknown route: the envelope with status 404' },
            '429': { description: 'Rate limited' },
          },
    };
    // Aliases and extra methods are the same operation under another name (operation ids are unique).
    [ep.path, ...(ep.aliases ?? [])].forEach((path, i) => {
      const entry = (paths[`/${path}`] ??= {});
      for (const method of [ep.method, ...(ep.alsoMethods ?? [])]) {
        const primary = i === 0 && method === ep.method;
        entry[method.toLowerCase()] = {
          ...operation,
          operationId: primary ? key : `${key}_${method.toLowerCase()}${i || ''}`,
        };
      }
    });
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Bazaar shop API (iShop-compatible api/v1)',
      version: '1.0.0',
      description: 'Envelope {status, message, data, token}; see docs/api-reference.md.',
    },
    servers: [{ url: serverUrl }],
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    paths,
  };
}
