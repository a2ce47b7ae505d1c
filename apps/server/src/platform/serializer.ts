/**
 * Responses are written once, by fast-json-stringify (fastify's own serializer) compiled at start-up from
 * the JSON Schema of the contract's zod response schema (output side). Only properties the schema lists
 * leave the server; Dates are written as ISO 8601 by the `date-time` format, so handlers may answer rows
 * selected under their wire names without another walk over them.
 *
 * With `checkResponses` (the tests set it) every answer is also checked against the zod schema as JSON
 * (a Date counts as its ISO string), and what fast-json-stringify wrote must equal what zod makes of it,
 * so an answer that breaks the contract, or a schema the serializer reads differently, fails a test.
 */
import { isDeepStrictEqual } from 'node:util';
import type { FastifySerializerCompiler } from 'fastify';
import fastJson from 'fast-json-stringify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';

type JsonSchema = { [key: string]: unknown };
type Serializer = (data: unknown) => string;

const isObject = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * zod writes `X | null` as `anyOf: [X, {type: 'null'}]` when X has constraints; fast-json-stringify would then
 * pick a branch by validating each value at run time (and a Date is no `string` to a validator). A type list
 * (`type: [X, 'null']`) serializes the same JSON without that.
 */
function simplifyNullable(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(simplifyNullable);
  if (!isObject(schema)) return schema;
  const out: JsonSchema = Object.fromEntries(Object.entries(schema).map(([k, v]) => [k, simplifyNullable(v)]));
  const options = out.anyOf;
  if (Array.isArray(options) && options.length === 2) {
    const nullIndex = options.findIndex((o) => isObject(o) && o.type === 'null' && Object.keys(o).length === 1);
    const other = options[1 - nullIndex];
    if (nullIndex !== -1 && isObject(other) && typeof other.type === 'string' && !other.anyOf) {
      const { anyOf: _anyOf, ...rest } = out;
      return { ...rest, ...other, type: [other.type, 'null'] };
    }
  }
  return out;
}

/** The JSON Schema of what a zod schema lets out, as fast-json-stringify reads it. */
export function responseJsonSchema(schema: z.ZodType): JsonSchema {
  const json = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'any' });
  return simplifyNullable(json) as JsonSchema;
}

function checked(schema: z.ZodType, write: Serializer, route: { method: string; url: string }): Serializer {
  return (data) => {
    const asJson: unknown = JSON.parse(JSON.stringify(data));
    const result = schema.safeParse(asJson);
    if (!result.success) throw new ResponseSerializationError(route.method, route.url, { cause: result.error });
    const written = write(data);
    if (!isDeepStrictEqual(JSON.parse(written), result.data)) {
      throw new Error(
        `${route.method} ${route.url}: the serializer wrote ${written}, the contract reads ${JSON.stringify(result.data)}`,
      );
    }
    return written;
  };
}

/** The serializer compiler of the app: one compiled function per route and status code. */
export function responseSerializerCompiler(options: { checkResponses: boolean }): FastifySerializerCompiler<z.ZodType> {
  return ({ schema, method, url }) => {
    if (!(schema instanceof z.ZodType)) throw new Error(`${method} ${url}: a response schema must be a zod schema`);
    const write = fastJson(responseJsonSchema(schema)) as Serializer;
    return options.checkResponses ? checked(schema, write, { method, url }) : write;
  };
}
