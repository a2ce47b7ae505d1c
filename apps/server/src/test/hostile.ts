/**
 * Hostile requests for property-based tests (fast-check): wrong types, NUL, lone surrogates, control
 * characters, huge and negative numbers, numbers as text, ids beyond PostgreSQL's integers, deep nesting,
 * arrays for objects, duplicate query keys, malformed JSON, empty bodies and wrong content types. Each
 * request is shaped by an operation's schemas (see operations.ts), so it reaches the field it spoils.
 */
import fc from 'fast-check';
import { type JsonSchema, type Operation, plausible } from './operations.js';

/** A request as app.inject() takes it: the body as raw text, so it may be anything at all. */
export type HostileRequest = { url: string; contentType?: string; payload?: string };

const NESTING = 10_000;

const nastyText = fc.constantFrom(
  '\u0000',
  'a\u0000b',
  '\ud800',
  'a\udfffb',
  '\ud83d',
  '\t',
  'a\r\nb',
  '\u0085',
  '\u2028',
  '\u001b[31m',
  '\u007f',
  '\ufeff',
  '\u202e',
  '',
  ' ',
  "' or 1=1 --",
  '%_\\',
  '__proto__',
  'constructor',
);
/** Any UTF-16 code units, lone surrogates and control characters included. */
const codeUnits = fc.string({
  unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)),
  maxLength: 16,
});
const hostileText = fc.oneof(
  { weight: 3, arbitrary: nastyText },
  codeUnits,
  fc.string({ unit: 'binary', maxLength: 16 }),
  fc.integer({ min: 200, max: 70_000 }).map((n) => 'x'.repeat(n)),
);
const hostileNumber = fc.oneof(
  fc.constantFrom(
    2 ** 31,
    2 ** 31 - 1,
    2 ** 53,
    2 ** 53 - 1,
    2 ** 53 + 2,
    -1,
    0,
    -(2 ** 31) - 1,
    1.5,
    1e308,
    -1e308,
    5e-324,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
/** Numbers written as text, as a query string carries them and a careless client sends them. */
const numericText = fc.constantFrom(
  '1',
  '2147483648',
  '9007199254740993',
  '-1',
  '0',
  '1e400',
  '0x10',
  'NaN',
  ' 1 ',
  '1.0',
  '１',
);
const hostileScalar = fc.oneof(hostileText, hostileNumber, numericText, fc.boolean(), fc.constant(null));
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileScalar },
  fc.array(hostileScalar, { maxLength: 4 }),
  fc.dictionary(hostileText, hostileScalar, { maxKeys: 3 }),
  fc.constantFrom({}, [], [[]], { constructor: { prototype: { admin: true } } }),
);

/** A path id: valid, out of PostgreSQL's range, negative, fractional, not a number, encoded junk. */
const pathId = fc.oneof(
  fc.constantFrom('1', '2', '2147483647', '2147483648', '9007199254740992', '9007199254740993', '0', '-1', '1.5'),
  fc.constantFrom('1e3', '0x10', '%201', 'abc', '%00', '%ED%A0%80', '99999999999999999999999', '%EF%BC%91'),
  fc.integer({ min: -(2 ** 53), max: 2 ** 53 }).map(String),
);

/** Percent-encodes text for a query string; a lone surrogate becomes the bytes of its (invalid) UTF-8 form. */
function encodeQueryText(text: string) {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    } else out += encodeURIComponent(char);
  }
  return out;
}

/** Raw query-string text: encoded hostile values, bare and broken escapes, overlong NUL. */
const queryValue = fc.oneof(
  { weight: 4, arbitrary: fc.oneof(hostileText, numericText).map(encodeQueryText) },
  fc.constantFrom('', '%', '%zz', '%00', '%C0%80', '+', '[]', '%5B%5D', 'a&b', '='),
);

/** A query string over the operation's parameters and a few others, keys repeated at will. */
function queryString(operation: Operation) {
  const keys = [...Object.keys(operation.query), 'id', '__proto__', 'constructor', 'page[]', 'a[b]', 'q.x'];
  const pair = fc.tuple(fc.constantFrom(...keys), queryValue).map(([key, value]) => `${encodeQueryText(key)}=${value}`);
  return fc.array(pair, { maxLength: 5 }).map((pairs) => (pairs.length ? `?${pairs.join('&')}` : ''));
}

/** A body of the operation's shape with each field omitted, plausible or hostile, perhaps with a stranger field. */
function shapedBody(schema: JsonSchema) {
  const fields = Object.entries(schema.properties ?? {}).map(([key, sub]) =>
    fc
      .option(fc.oneof(fc.constant(plausible(sub)), hostileValue), { nil: undefined, freq: 3 })
      .map((value) => [key, value] as const),
  );
  const stranger = fc.option(fc.tuple(hostileText, hostileValue), { nil: undefined, freq: 2 });
  return fc.tuple(fc.tuple(...fields), stranger).map(([pairs, extra]) => {
    const body: Record<string, unknown> = {};
    for (const [key, value] of pairs) if (value !== undefined) body[key] = value;
    if (extra) body[extra[0]] = extra[1];
    return JSON.stringify(body);
  });
}

/** JSON text that no schema describes: deep nesting, malformed, duplicate keys, the wrong top-level type. */
const rawJson = fc.oneof(
  fc.constantFrom(
    '['.repeat(NESTING) + ']'.repeat(NESTING),
    '{"a":'.repeat(NESTING) + '1' + '}'.repeat(NESTING),
    `{"name":${'['.repeat(NESTING)}${']'.repeat(NESTING)}}`,
    '{"__proto__":{"admin":true}}',
    '{"constructor":{"prototype":{"admin":true}}}',
    '{"name":"a","name":"\\u0000"}',
    '{',
    '{"a":1,}',
    'nul\u0000l',
    '"\\ud800"',
    '',
    ' ',
  ),
  hostileValue.map((value) => JSON.stringify(value) ?? 'null'),
);

const contentType = fc.oneof(
  { weight: 6, arbitrary: fc.constant('application/json') },
  fc.constantFrom(
    undefined,
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'application/json; charset=utf-16',
    'application/octet-stream',
    'application/json, text/plain',
  ),
);

/** A hostile request for an operation: path, query and (for any method) a body. */
export function hostileRequest(operation: Operation): fc.Arbitrary<HostileRequest> {
  const ids = fc.record(Object.fromEntries(Object.keys(operation.pathParams).map((name) => [name, pathId])));
  const bodies = operation.body?.properties ? fc.oneof(shapedBody(operation.body), rawJson) : rawJson;
  const body = fc.option(fc.tuple(contentType, bodies), { nil: undefined, freq: operation.body ? 8 : 2 });
  return fc.tuple(ids, queryString(operation), body).map(([params, query, sent]) => ({
    url: operation.url.replace(/:(\w+)/g, (_, name: string) => (params as Record<string, string>)[name]!) + query,
    ...(sent ? { contentType: sent[0], payload: sent[1] } : {}),
  }));
}
