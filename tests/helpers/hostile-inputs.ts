import { randomBytes, randomUUID } from 'node:crypto';
import { randomPhone } from './auth-session';

/**
 * Requests for the hostile-input walk, derived from the OpenAPI document alone: a plausible
 * baseline for every operation and, per input, the values an attacker or a broken client sends.
 */

/** The part of JSON Schema the document uses for inputs. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
}

export interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

export interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  body?: JsonSchema;
  /** Whether any answer of the operation documents its body. */
  hasResponseSchema: boolean;
}

interface OpenApiOperation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

export function operationsOf(doc: { paths: Record<string, Record<string, OpenApiOperation>> }): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, op]) => ({
        method: method.toUpperCase(),
        path,
        parameters: op.parameters ?? [],
        body: op.requestBody?.content?.['application/json']?.schema,
        hasResponseSchema: Object.values(op.responses ?? {}).some((r) => Object.values(r.content ?? {}).some((c) => c.schema)),
      })),
  );
}

/** One request of the walk; query and path values are already URL-encoded text. */
export interface WalkRequest {
  label: string;
  path: Record<string, string>;
  query: [string, string][];
  /** The JSON body, or raw text sent as application/json; undefined sends none. */
  body?: { json: unknown } | { raw: string };
  headers: Record<string, string>;
  /** Replaces the path template (doubled segments and slashes). */
  pathTemplate?: string;
  /** URL text appended to the query as it is. */
  rawQuery?: string;
  /** The input holds a forbidden character: any answer below 400 means it was let through. */
  refuse?: boolean;
}

export function urlOf(op: Operation, request: WalkRequest): string {
  const template = request.pathTemplate ?? op.path;
  const path = template.replace(/\{(\w+)\}/g, (_, name: string) => request.path[name] ?? '');
  const pairs = request.query.map(([name, value]) => `${encodeURIComponent(name)}=${value}`);
  const query = [...pairs, ...(request.rawQuery ? [request.rawQuery] : [])].join('&');
  return query ? `${path}?${query}` : path;
}

const DEEP = 1000;
export const deepArray = (depth = DEEP): unknown => {
  let value: unknown = [];
  for (let i = 0; i < depth; i += 1) value = [value];
  return value;
};
export const deepObject = (depth = DEEP): unknown => {
  let value: unknown = {};
  for (let i = 0; i < depth; i += 1) value = { a: value };
  return value;
};
const KB100 = 100 * 1024;

function typeOf(schema: JsonSchema): string | undefined {
  if (Array.isArray(schema.type)) return schema.type.find((t) => t !== 'null');
  return schema.type;
}

function optionOf(schema: JsonSchema): JsonSchema {
  const options = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (!options) return schema;
  return optionOf(options.find((o) => typeOf(o) !== 'null') ?? options[0] ?? {});
}

/** A date soon enough for booking windows and late enough for notice periods. */
const soon = () => new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);

function stringCandidates(): string[] {
  return ['1234', `walk-${randomBytes(6).toString('hex')}`, soon(), 'walk@example.com', 'walk-slug', randomUUID(), randomPhone()];
}

function sampleString(schema: JsonSchema, name: string): string {
  if (schema.format === 'uuid') return randomUUID();
  if (schema.format === 'email') return `walk-${randomBytes(4).toString('hex')}@example.com`;
  const fits = (s: string) => s.length >= (schema.minLength ?? 0) && s.length <= (schema.maxLength ?? Infinity);
  if (schema.pattern) {
    let pattern: RegExp;
    try {
      pattern = new RegExp(schema.pattern, 'u');
    } catch {
      pattern = new RegExp(schema.pattern);
    }
    const match = stringCandidates().find((s) => pattern.test(s) && fits(s));
    if (match) return match;
  }
  if (/phone/i.test(name)) return randomPhone();
  if (/date/i.test(name)) return soon();
  const text = 'Проверка ввода';
  return text.padEnd(schema.minLength ?? 0, 'а').slice(0, schema.maxLength ?? text.length);
}

function sampleNumber(schema: JsonSchema, integer: boolean, hint: unknown): number {
  if (typeof schema.default === 'number' && typeof hint !== 'number') return schema.default;
  const step = integer ? 1 : 0.5;
  let low = schema.minimum ?? 1;
  if (schema.exclusiveMinimum === true) low += step;
  if (typeof schema.exclusiveMinimum === 'number') low = schema.exclusiveMinimum + step;
  let high = schema.maximum ?? Number.MAX_SAFE_INTEGER;
  if (schema.exclusiveMaximum === true) high -= step;
  if (typeof schema.exclusiveMaximum === 'number') high = schema.exclusiveMaximum - step;
  const wanted = typeof hint === 'number' ? hint : 1;
  return Math.min(high, Math.max(low, wanted));
}

/**
 * Values of the walk's own rows by field name (an order id, a seeded promo code), so a baseline
 * reaches past "not found" where it can; undefined leaves the field to its schema.
 */
export type Hints = (name: string) => unknown;

/** A value the schema accepts, as far as a schema can tell (ownership and state are up to the walk). */
export function sample(input: JsonSchema | undefined, name: string, hints: Hints): unknown {
  if (!input) return 'x';
  const schema = optionOf(input);
  if ('const' in schema) return schema.const;
  if (schema.enum && schema.enum.length > 0) return schema.enum[0];
  const hint = hints(name);
  switch (typeOf(schema)) {
    case 'string':
      return typeof hint === 'string' ? hint : sampleString(schema, name);
    case 'integer':
      return sampleNumber(schema, true, hint);
    case 'number':
      return sampleNumber(schema, false, hint);
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => sample(schema.items, name, hints));
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, prop]) => [key, sample(prop, key, hints)]));
    default:
      return 'x';
  }
}

export interface Variant {
  label: string;
  value: unknown;
  refuse?: boolean;
}

/** Hostile JSON values for a field of this schema. */
export function jsonVariants(input: JsonSchema | undefined): Variant[] {
  const schema = optionOf(input ?? {});
  const type = typeOf(schema);
  if (schema.enum || 'const' in schema) {
    return [
      { label: 'NUL in an enum value', value: `${String(schema.enum?.[0] ?? schema.const)}\u0000`, refuse: true },
      { label: 'object instead of an enum value', value: { value: 1 } },
    ];
  }
  switch (type) {
    case 'string':
      return [
        { label: 'NUL', value: 'до\u0000после', refuse: true },
        { label: 'lone surrogate', value: 'до\uD800после', refuse: true },
        { label: 'escape and DEL', value: 'до\u001B[31m\u007Fпосле', refuse: true },
        { label: '100 KB string', value: 'ж'.repeat(KB100 / 2) },
        { label: 'number instead of a string', value: 12345 },
      ];
    case 'integer':
    case 'number':
      return [
        { label: '1e308', value: 1e308 },
        { label: '-1', value: -1 },
        { label: '2**31', value: 2 ** 31 },
        { label: '2**63', value: 2 ** 63 },
        { label: '1.5', value: 1.5 },
        { label: 'string instead of a number', value: '12abc' },
      ];
    case 'boolean':
      return [
        { label: 'string instead of a boolean', value: 'yes\u0000', refuse: true },
        { label: 'null instead of a boolean', value: null },
      ];
    case 'array':
      return [
        { label: 'object instead of an array', value: { 0: 1 } },
        { label: '10 000 items', value: Array.from({ length: 10_000 }, () => 'x') },
        { label: '1000 nested arrays', value: deepArray() },
      ];
    case 'object':
      return [
        { label: 'array instead of an object', value: [] },
        { label: '1000 nested objects', value: deepObject() },
        { label: 'NUL in a key', value: { 'ключ\u0000': 'x' }, refuse: true },
      ];
    default:
      return [
        { label: 'NUL', value: '\u0000', refuse: true },
        { label: '1000 nested objects', value: deepObject() },
      ];
  }
}

/** Hostile bodies of a call that takes one (or should not). */
export function bodyVariants(): { label: string; body: { json: unknown } | { raw: string }; refuse?: boolean }[] {
  return [
    { label: 'body: array instead of an object', body: { json: [] } },
    { label: 'body: 1000 nested arrays', body: { json: deepArray() } },
    { label: 'body: 1000 nested objects', body: { json: deepObject() } },
    { label: 'body: a JSON string with NUL', body: { json: 'до\u0000после' }, refuse: true },
    { label: 'body: null', body: { raw: 'null' } },
    { label: 'body: broken JSON', body: { raw: '{"a":' } },
  ];
}

const encodedLong = 'x'.repeat(KB100);

/** A URL value; `refuse` when it decodes to a forbidden character. */
export interface UrlVariant {
  value: string;
  refuse?: boolean;
}

const urlCommon: UrlVariant[] = [{ value: '%00', refuse: true }, { value: 'a%0Db%1Bc', refuse: true }, { value: encodedLong }];

/** Hostile query values (URL text) for a parameter of this schema. */
export function queryVariants(input: JsonSchema | undefined): UrlVariant[] {
  const schema = optionOf(input ?? {});
  const type = typeOf(schema);
  const specific =
    type === 'integer' || type === 'number' ? ['1e308', '-1', '9223372036854775808', '2147483648', '1.5'] : ['%7B%7D', '..%2f..%2f'];
  return [...urlCommon, ...specific.map((value) => ({ value }))];
}

/** Query strings no parameter can make sense of: broken percent-encoding and UTF-8, once per call. */
export const brokenQueries = ['%ZZ=1', 'a=%ED%A0%80%FF%FE&a[b][c]=1&=&&=='];

/** Hostile path values (URL text) for a path parameter. */
export function pathVariants(baseline: string): UrlVariant[] {
  const encoded = [...baseline].map((c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`).join('');
  const specific = ['..%2f..%2f', '%2e%2e', '..', 'a'.repeat(5000), '%ED%A0%80', '%ZZ', '%', encoded, '-1', '99999999999999999999'];
  return [...urlCommon.filter((v) => v.value !== encodedLong), ...specific.map((value) => ({ value }))];
}

/** Cookies and headers the server reads as input, with hostile values. */
export const hostileHeaders: Record<string, string> = {
  'client-type': 'WEB_CLIENT',
  cookie:
    'utm_source=%00; utm_medium=%ED%A0%80; utm_campaign=%01%02; utm_term=a' +
    '%F0%9F%98%80'.repeat(120) +
    '; mst_rt=%00; guest_order_1=%00',
  'device-id': '..%2f..%2f',
  'idempotency-key': 'k'.repeat(300),
  'x-request-id': '%00',
};
