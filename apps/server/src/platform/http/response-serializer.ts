import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';

type Serialize = (data: unknown) => string;
type JsonSchema = Record<string, unknown>;

/**
 * A response schema's JSON Schema for fast-json-stringify: what zod outputs, without `$schema`, and with
 * "X or null" (zod's `.nullable()`, an `anyOf`) written as a type list, which fast-json-stringify serialises
 * directly instead of validating each branch with Ajv on every call.
 */
function forFastJson(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(forFastJson);
  if (node === null || typeof node !== 'object') return node;
  const { $schema: _dialect, ...rest } = node as JsonSchema;
  const copy: JsonSchema = {};
  for (const [key, value] of Object.entries(rest)) copy[key] = forFastJson(value);
  const branches = copy.anyOf;
  if (Array.isArray(branches) && branches.length === 2 && Object.keys(copy).length === 1) {
    const isNull = (b: JsonSchema) => b.type === 'null' && Object.keys(b).length === 1;
    const [a, b] = branches as JsonSchema[];
    const other = a && b && (isNull(a) ? b : isNull(b) ? a : undefined);
    if (other && typeof other.type === 'string') return { ...other, type: [other.type, 'null'] };
  }
  return copy;
}

/**
 * fast-json-stringify for a zod response schema, or undefined when zod cannot say it as JSON Schema (a
 * transform, a date): those answers keep zod's own serialisation.
 */
export function fastSerializer(schema: ZodType): Serialize | undefined {
  try {
    const jsonSchema = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'throw', target: 'draft-7' });
    return fastJson(forFastJson(jsonSchema) as Parameters<typeof fastJson>[0]) as Serialize;
  } catch {
    return undefined;
  }
}

/** fastify-type-provider-zod's way: parse with zod (which drops unknown fields), then JSON.stringify. */
function zodSerializer(schema: ZodType, method: string, url: string): Serialize {
  return (data) => {
    const result = schema.safeParse(data);
    if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };
}

/**
 * Answers with a response schema are written by fast-json-stringify from the schema's JSON Schema, built on the
 * route's first answer (not at start: most routes are rarely called, and each compiled serialiser is memory).
 * Zod parsing every answer cost a deep copy of it. fast-json-stringify writes only the schema's fields, like
 * zod, but does not check types; so with `verify` (development and tests) every answer is also parsed by zod,
 * and one that fails the schema, or whose JSON differs from zod's in any field, is an error.
 */
export function createResponseSerializerCompiler(options: {
  verify: boolean;
}): FastifySerializerCompiler<ZodType> {
  return ({ schema, method, url }) => {
    let serialize: Serialize | undefined;
    const compile = (): Serialize => {
      const bySchema = zodSerializer(schema, method, url);
      const fast = fastSerializer(schema);
      if (!fast) return bySchema;
      if (!options.verify) return fast;
      return (data) => {
        const expected = bySchema(data);
        const written = fast(data);
        if (!isDeepStrictEqual(JSON.parse(written), JSON.parse(expected))) {
          throw new Error(
            `${method} ${url}: fast-json-stringify wrote ${written}, zod's serialisation is ${expected}`,
          );
        }
        return written;
      };
    };
    return (data) => {
      serialize ??= compile();
      return serialize(data);
    };
  };
}
