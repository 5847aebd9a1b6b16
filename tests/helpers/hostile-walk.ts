import type { FastifyInstance } from 'fastify';
import {
  bodyVariants,
  brokenQueries,
  hostileHeaders,
  jsonVariants,
  pathVariants,
  queryVariants,
  sample,
  type Hints,
  type JsonSchema,
  type Operation,
  type WalkRequest,
  urlOf,
} from './hostile-inputs';

/** Every request of the walk for one operation: its baseline, then one hostile input at a time. */
export function requestsOf(op: Operation, hints: Hints, scope: 'full' | 'shallow'): WalkRequest[] {
  const baseline = (): WalkRequest => ({
    label: 'baseline',
    path: Object.fromEntries(
      op.parameters.filter((p) => p.in === 'path').map((p) => [p.name, encodeURIComponent(String(sample(p.schema, p.name, hints)))]),
    ),
    query: op.parameters
      .filter((p) => p.in === 'query')
      .map((p) => [p.name, encodeURIComponent(String(sample(p.schema, p.name, hints)))] as [string, string]),
    body: op.body ? { json: sample(op.body, 'body', hints) } : undefined,
    headers: {},
  });
  const requests: WalkRequest[] = [baseline()];
  const mutating = op.method !== 'GET' && op.method !== 'HEAD';

  for (const param of op.parameters.filter((p) => p.in === 'path')) {
    for (const { value, refuse } of pathVariants(baseline().path[param.name] ?? 'x')) {
      const request = baseline();
      requests.push({
        ...request,
        label: `path ${param.name} = ${value.slice(0, 40)}`,
        path: { ...request.path, [param.name]: value },
        refuse,
      });
    }
    const doubled = op.path.replace(`{${param.name}}`, `{${param.name}}/{${param.name}}`);
    requests.push({ ...baseline(), label: `path ${param.name} doubled`, pathTemplate: doubled });
    requests.push({
      ...baseline(),
      label: `path ${param.name} after a double slash`,
      pathTemplate: op.path.replace(`/{${param.name}}`, `//{${param.name}}`),
    });
  }
  if (mutating) for (const { label, body, refuse } of bodyVariants()) requests.push({ ...baseline(), label, body, refuse });
  requests.push({ ...baseline(), label: 'hostile cookies and headers', headers: hostileHeaders });
  for (const rawQuery of brokenQueries) requests.push({ ...baseline(), label: `query ${rawQuery}`, rawQuery });
  if (scope === 'shallow') return requests;

  for (const param of op.parameters.filter((p) => p.in === 'query')) {
    for (const { value, refuse } of queryVariants(param.schema)) {
      const request = baseline();
      const query = request.query.map(([name, v]) => [name, name === param.name ? value : v] as [string, string]);
      if (!query.some(([name]) => name === param.name)) query.push([param.name, value]);
      requests.push({ ...request, label: `query ${param.name} = ${value.slice(0, 40)}`, query, refuse });
    }
    const request = baseline();
    const repeated = request.query.find(([name]) => name === param.name);
    if (repeated) requests.push({ ...request, label: `query ${param.name} twice`, query: [...request.query, repeated] });
  }
  if (op.body) {
    for (const field of fieldsOf(op.body)) {
      for (const variant of jsonVariants(field.schema)) {
        const request = baseline();
        const body = setAt((request.body as { json: unknown }).json, field.path, variant.value);
        requests.push({
          ...request,
          label: `body ${field.path.join('.')}: ${variant.label}`,
          body: { json: body },
          refuse: variant.refuse,
        });
      }
    }
  }
  return requests;
}

interface Field {
  path: string[];
  schema: JsonSchema;
}

/** Every field of a body schema, nested ones included (an array's first item stands for all). */
function fieldsOf(schema: JsonSchema, path: string[] = []): Field[] {
  const own = path.length > 0 ? [{ path, schema }] : [];
  const inner = schema.anyOf?.find((o) => o.type !== 'null') ?? schema;
  if (inner.properties) {
    return [...own, ...Object.entries(inner.properties).flatMap(([key, prop]) => fieldsOf(prop, [...path, key]))];
  }
  if (inner.type === 'array' && inner.items) return [...own, ...fieldsOf(inner.items, [...path, '0'])];
  return own;
}

function setAt(root: unknown, path: string[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [key, ...rest] = path as [string, ...string[]];
  const container = Array.isArray(root) ? [...root] : root && typeof root === 'object' ? { ...(root as object) } : {};
  (container as Record<string, unknown>)[key] = setAt((container as Record<string, unknown>)[key], rest, value);
  return container;
}

let addressCounter = 0;
/** Each request comes from its own address, so no per-IP limit answers 429 in place of the call. */
function nextAddress(): string {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

export interface Answer {
  status: number;
  body: string;
}

export async function send(app: FastifyInstance, op: Operation, request: WalkRequest, identity: Record<string, string>): Promise<Answer> {
  const headers: Record<string, string> = { ...identity, ...request.headers };
  if (identity.cookie && request.headers.cookie) headers.cookie = `${request.headers.cookie}; ${identity.cookie}`;
  const body = request.body;
  let payload: string | undefined;
  if (body) {
    payload = 'raw' in body ? body.raw : JSON.stringify(body.json);
    headers['content-type'] = 'application/json';
  }
  const response = await app.inject({
    method: op.method as 'GET',
    url: urlOf(op, request),
    headers,
    payload,
    remoteAddress: nextAddress(),
  });
  return { status: response.statusCode, body: response.body };
}
