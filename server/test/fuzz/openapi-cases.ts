import fc from 'fast-check';
import type { OpenAPIObject } from '@nestjs/swagger';

type Schema = {
  $ref?: string;
  type?: string;
  format?: string;
  enum?: unknown[];
  example?: unknown;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
};

/** One route of the OpenAPI document, with what it takes. */
export interface Operation {
  method: 'GET' | 'POST' | 'PUT';
  /** `/api/admin/users/{id}` */
  path: string;
  pathParams: string[];
  headerParams: string[];
  query: Record<string, Schema>;
  body?: Schema;
}

/** One request of the fuzz: the parts are already hostile or valid-looking. */
export interface FuzzCase {
  pathParams: Record<string, string>;
  query: Array<[string, string]>;
  headers: Record<string, string>;
  /** A JSON value, or raw bytes sent as they are. */
  body?: { json: unknown } | { raw: string; contentType: string };
}

/** Values the document cannot know: ids of rows that exist, so that some cases get past "not found". */
export interface KnownValues {
  uuids: string[];
  emails: string[];
}

export function operationsOf(document: OpenAPIObject): Operation[] {
  const resolve = (schema: Schema | undefined): Schema | undefined => {
    if (!schema?.$ref) return schema;
    const name = schema.$ref.split('/').pop()!;
    return (document.components?.schemas as Record<string, Schema>)[name];
  };
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of ['get', 'post', 'put'] as const) {
      const op = item[method];
      if (!op) continue;
      const params = (op.parameters ?? []) as Array<{ in: string; name: string; schema?: Schema }>;
      const body = (op.requestBody as { content?: Record<string, { schema?: Schema }> } | undefined)?.content;
      operations.push({
        method: method.toUpperCase() as Operation['method'],
        path,
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
        headerParams: params.filter((p) => p.in === 'header').map((p) => p.name),
        query: Object.fromEntries(
          params.filter((p) => p.in === 'query').map((p) => [p.name, resolve(p.schema) ?? {}]),
        ),
        body: resolve(body?.['application/json']?.schema),
      });
    }
  }
  return operations;
}

const LONE_SURROGATES = ['\uD800', '\uDBFF', '\uDC00', 'a\uDFFFb', 'x\uD83D'];
const NASTY_TEXT = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u202Eevil',
  'ß😀 中文 ﷽',
  '\r\n\t',
  "' OR 1=1 --",
  '%00',
  '../../etc/passwd',
  '<script>',
  '{"$gt":""}',
  'NaN',
  '-0',
  '1e400',
  '99999999999999999999999',
  '-100000-01-01',
  '+275760-09-13',
  '0000-00-00',
  '2026-02-30',
  '__proto__',
  'constructor',
  ...LONE_SURROGATES,
];
const NASTY_NUMBERS = [
  0,
  -1,
  1,
  0.5,
  -0.5,
  2 ** 31,
  2 ** 53 + 2,
  2 ** 63,
  -(2 ** 63),
  1e20,
  -1e20,
  1e308,
  -1e308,
  Number.MIN_VALUE,
];

/** A string no form field should choke on: unicode, lone surrogates, NUL, huge. */
const hostileString = fc.oneof(
  fc.constantFrom(...NASTY_TEXT),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom(...LONE_SURROGATES).chain((s) => fc.string({ maxLength: 10 }).map((p) => p + s + p)),
  fc.constantFrom(1_000, 70_000).map((n) => 'x'.repeat(n)),
);

const nested = (depth: number, leaf: unknown): unknown => {
  let value = leaf;
  for (let i = 0; i < depth; i++) value = i % 2 ? { a: value } : [value];
  return value;
};

/** Any JSON value of the wrong kind for a field. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 2, arbitrary: fc.constantFrom(...NASTY_NUMBERS) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
  { weight: 1, arbitrary: fc.constantFrom(true, false, null) },
  { weight: 1, arbitrary: fc.array(hostileString, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(hostileString, hostileString, { maxKeys: 3 }) },
  { weight: 1, arbitrary: fc.constantFrom(5, 31, 40).map((depth) => nested(depth, 'x')) },
  { weight: 1, arbitrary: fc.constant({ $gt: '' }) },
  // One value's shapes that conversion chokes on or reads as a number (issue 22).
  { weight: 1, arbitrary: fc.constantFrom<unknown>({ toString: 'x' }, { valueOf: 'x' }, [5], [], {}) },
);

/** A value that may pass the field's rules, from what the document says about it. */
function plausible(schema: Schema, known: KnownValues): fc.Arbitrary<unknown> {
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const options: Array<fc.Arbitrary<unknown>> = [];
  if (schema.example !== undefined) options.push(fc.constant(schema.example));
  if (schema.format === 'uuid' || /id$/i.test(schema.format ?? ''))
    options.push(fc.constantFrom(...known.uuids));
  if (schema.format === 'email') options.push(fc.constantFrom(...known.emails));
  if (schema.format === 'date') options.push(fc.constantFrom('2020-01-01', '2026-11-23', '9999-12-31'));
  switch (schema.type) {
    case 'number':
    case 'integer':
      options.push(fc.integer({ min: -2, max: 1000 }));
      break;
    case 'boolean':
      options.push(fc.boolean());
      break;
    case 'array':
      options.push(fc.array(plausible(schema.items ?? {}, known), { maxLength: 3 }));
      break;
    default:
      options.push(fc.string({ maxLength: 20 }), fc.constantFrom(...known.uuids, ...known.emails));
  }
  return fc.oneof(...options);
}

/** A field: left out, plausible, or hostile. */
const field = (schema: Schema, known: KnownValues) =>
  fc.oneof(
    { weight: 1, arbitrary: fc.constant(undefined) },
    { weight: 3, arbitrary: plausible(schema, known) },
    { weight: 3, arbitrary: hostileValue },
  );

function bodyArbitrary(schema: Schema | undefined, known: KnownValues): fc.Arbitrary<FuzzCase['body']> {
  const properties = schema?.properties ?? {};
  const fields = fc.record(
    Object.fromEntries(Object.entries(properties).map(([name, s]) => [name, field(s, known)])),
  );
  const withExtra = fc
    .tuple(fields, fc.option(fc.dictionary(hostileString, hostileValue, { maxKeys: 3 })))
    .map(([own, extra]) => {
      const body = Object.fromEntries(Object.entries(own).filter(([, v]) => v !== undefined));
      return extra ? { ...extra, ...body } : body;
    });
  const json = (value: fc.Arbitrary<unknown>) => value.map((v) => ({ json: v }));
  return fc.oneof(
    { weight: 6, arbitrary: json(withExtra) },
    { weight: 1, arbitrary: json(hostileValue) },
    { weight: 1, arbitrary: fc.constant(undefined) },
    {
      weight: 1,
      arbitrary: withExtra.chain((body) =>
        fc
          .constantFrom('1e400', '-1e400', '123456789012345678901234567890', '-0', '1E-400')
          .map((literal) => ({
            raw: JSON.stringify({
              ...body,
              ...Object.fromEntries(Object.keys(properties).map((k) => [k, 0])),
            }).replace(/:0(?=[,}])/g, `:${literal}`),
            contentType: 'application/json',
          })),
      ),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        { raw: '{"a":', contentType: 'application/json' },
        { raw: '', contentType: 'application/json' },
        { raw: `${'['.repeat(50_000)}${']'.repeat(50_000)}`, contentType: 'application/json' },
        { raw: '{"__proto__":{"role":"SuperAdmin"}}', contentType: 'application/json' },
        { raw: 'email=a%00b&units=1e400', contentType: 'application/x-www-form-urlencoded' },
        { raw: 'plain words', contentType: 'text/plain' },
        { raw: '--x\r\n', contentType: 'multipart/form-data' },
        {
          raw: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n',
          contentType: 'multipart/form-data; boundary=x',
        },
        { raw: '<a/>', contentType: 'application/xml' },
        { raw: '\u0000\uFFFF', contentType: 'application/json; charset=utf-16' },
      ),
    },
  );
}

const queryArbitrary = (query: Record<string, Schema>, known: KnownValues) =>
  fc
    .tuple(
      fc.record(
        Object.fromEntries(
          Object.entries(query).map(([name, s]) => [name, fc.array(field(s, known), { maxLength: 2 })]),
        ),
      ),
      fc.array(fc.tuple(hostileString, hostileString), { maxLength: 2 }),
    )
    .map(([own, extra]) => [
      ...Object.entries(own).flatMap(([name, values]) =>
        values.filter((v) => v !== undefined).map((v): [string, string] => [name, textOf(v)]),
      ),
      ...extra,
    ]);

const pathArbitrary = (names: string[], known: KnownValues) =>
  fc.record(
    Object.fromEntries(
      names.map((name) => [
        name,
        fc.oneof(
          fc.constantFrom(...known.uuids, '1', '0', '-1', '99999999999999999999', 'a.png', 'US', 'CA'),
          hostileString.filter((s) => s.length > 0 && s.length < 5_000),
        ),
      ]),
    ),
  );

/** How a value travels in a URL: text as it is, anything else as its JSON. */
const textOf = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

/** The cases of one route, the same for the same seed. */
export function casesFor(op: Operation, known: KnownValues, count: number, seed: number): FuzzCase[] {
  const arbitrary = fc.record({
    pathParams: pathArbitrary(op.pathParams, known),
    query: queryArbitrary(op.query, known),
    headers: fc.record(
      Object.fromEntries(
        op.headerParams.map((name) => [
          name,
          fc.oneof(fc.string({ unit: 'grapheme-ascii', maxLength: 300 }), fc.uuid(), fc.constant('')),
        ]),
      ),
      { requiredKeys: [] },
    ) as fc.Arbitrary<Record<string, string>>,
    body: op.method === 'GET' ? fc.constant(undefined) : bodyArbitrary(op.body, known),
  });
  return fc.sample(arbitrary, { seed, numRuns: count });
}

/**
 * Percent-encodes text for a URL byte by byte. encodeURIComponent throws on a lone surrogate; here
 * it becomes the three bytes a careless encoder would send (invalid UTF-8), which the server must
 * refuse as a client error too.
 */
export function percentEncode(text: string): string {
  let out = '';
  for (const char of text) {
    const unit = char.charCodeAt(0);
    if (char.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
      out += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    } else out += encodeURIComponent(char);
  }
  return out;
}

export function urlOf(op: Operation, c: FuzzCase): string {
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => percentEncode(c.pathParams[name] ?? 'x'));
  const query = c.query.map(([k, v]) => `${percentEncode(k)}=${percentEncode(v)}`).join('&');
  return query ? `${path}?${query}` : path;
}
