import type { RouteOptions } from 'fastify';
import { z } from 'zod';

/**
 * Bad values for the route-walking test, derived from each route's zod schemas (through their JSON Schema):
 * a plausible request first, then one field at a time made wrong.
 */

// biome-ignore lint/suspicious/noExplicitAny: a JSON Schema is read loosely here
type JsonSchema = any;

export const ONE_MB = 'x'.repeat(1024 * 1024);
const NUL = 'a\u0000b';
const LONE_SURROGATE = '\ud800';

/** The JSON Schema of a route's zod schema (as its input is written), or null when it has none. */
export function jsonSchemaOf(schema: unknown): JsonSchema | null {
  if (!(schema instanceof z.ZodType)) return null;
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  } catch {
    return null;
  }
}

function typeOf(schema: JsonSchema): string | undefined {
  if (!schema) return undefined;
  const alternatives = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (alternatives) return typeOf(alternatives.find((s: JsonSchema) => s.type !== 'null') ?? alternatives[0]);
  return Array.isArray(schema.type) ? schema.type.find((t: string) => t !== 'null') : schema.type;
}

/** A plausible value of the schema: defaults, the first enum value, formats filled in. */
export function sample(schema: JsonSchema, depth = 0): unknown {
  if (!schema || depth > 5) return 'x';
  if (schema.default !== undefined) return schema.default;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const alternatives = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (alternatives) {
    return sample(alternatives.find((s: JsonSchema) => s.type !== 'null') ?? alternatives[0], depth + 1);
  }
  switch (typeOf(schema)) {
    case 'string': {
      const formats: Record<string, string> = {
        email: 'fuzz@example.com',
        'date-time': '2030-01-07T10:00:00Z',
        date: '2000-01-01',
        uri: 'https://example.com/a.png',
        uuid: '00000000-0000-4000-8000-000000000000',
      };
      return formats[schema.format] ?? 'fuzz text'.padEnd(schema.minLength ?? 0, 'x');
    }
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return true;
    case 'array':
      return schema.items ? [sample(schema.items, depth + 1)] : [];
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, value]) => [key, sample(value, depth + 1)]),
      );
    default:
      return 'x';
  }
}

/** A value of the wrong type for the schema. */
function wrongType(schema: JsonSchema): unknown {
  switch (typeOf(schema)) {
    case 'string':
      return 12345;
    case 'boolean':
      return 'maybe';
    case 'array':
    case 'object':
      return 'not a list';
    default:
      return 'not a number';
  }
}

export interface Mutation {
  label: string;
  value: unknown;
}

/** Every bad value tried in one field of a JSON body. */
export function bodyValueMutations(schema: JsonSchema): Mutation[] {
  const mutations: Mutation[] = [
    { label: 'wrong type', value: wrongType(schema) },
    { label: 'null', value: null },
    { label: '1 MB string', value: ONE_MB },
    { label: '100 kB string', value: ONE_MB.slice(0, 100_000) },
    { label: 'NUL', value: NUL },
    { label: 'lone surrogate', value: LONE_SURROGATE },
    { label: 'huge number', value: 1e308 },
    { label: 'id beyond int32', value: 3_000_000_000 },
    { label: 'negative', value: -2_147_483_649 },
    { label: 'fraction', value: 1.5 },
    { label: 'object', value: { nested: NUL } },
  ];
  if (typeOf(schema) === 'array') {
    const item = schema.items;
    mutations.push(
      { label: 'list of huge ids', value: [3_000_000_000, -1] },
      { label: 'list with NUL', value: [NUL] },
      { label: 'list of 10,000', value: Array.from({ length: 10_000 }, () => sample(item)) },
    );
    if (typeOf(item) === 'object') {
      for (const [key, child] of Object.entries(item.properties ?? {})) {
        for (const bad of [wrongType(child), NUL, 3_000_000_000, '9999-12-31T23:30:00Z']) {
          mutations.push({
            label: `item.${key} = ${String(bad).slice(0, 20)}`,
            value: [{ ...(sample(item) as object), [key]: bad }],
          });
        }
      }
    }
  }
  return mutations;
}

/** Every bad value tried in one query or path value (text in a URL). */
export const URL_VALUES: Mutation[] = [
  { label: 'not a number', value: 'abc' },
  { label: 'id beyond int32', value: '3000000000' },
  { label: 'negative', value: '-1' },
  { label: 'zero', value: '0' },
  { label: 'huge number', value: '1e308' },
  { label: 'fraction', value: '1.5' },
  { label: 'NUL', value: '%00' },
  { label: 'bad UTF-8 (a lone surrogate)', value: '%ED%A0%80' },
  { label: 'long text', value: 'x'.repeat(3000) },
];

/** `/a/:id/b` with `:id` (and a `*` wildcard) filled in. */
export function fillPath(url: string, values: Record<string, string>): string {
  return url.replace(/:(\w+)/g, (_, name: string) => values[name] ?? '1').replace(/\*$/, values['*'] ?? 'x');
}

export function paramNames(url: string): string[] {
  return [...url.matchAll(/:(\w+)/g)].map((m) => m[1]!).concat(url.endsWith('*') ? ['*'] : []);
}

export function methodsOf(route: RouteOptions): string[] {
  return (Array.isArray(route.method) ? route.method : [route.method]).filter((m) => m !== 'HEAD');
}

export function queryString(values: Record<string, unknown>): string {
  const parts = Object.entries(values)
    .filter(([, v]) => v !== undefined)
    // Values of this list are sent as written (they carry their own percent-encoding).
    .map(([k, v]) => `${k}=${URL_VALUES.some((m) => m.value === v) ? v : encodeURIComponent(String(v))}`);
  return parts.length ? `?${parts.join('&')}` : '';
}
