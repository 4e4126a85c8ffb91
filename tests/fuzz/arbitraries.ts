import fc from 'fast-check';

/**
 * Values for the API fuzz test (issue 11): from a route's own JSON Schemas (TypeBox), mixed with
 * a corpus of hostile values. A schema-shaped value reaches the handler; a hostile one must be
 * refused cleanly (a 4xx with a message), never a 500.
 */

/** Values that broke or could break a server: NUL, bad escapes, traversal, huge, RTL, SQL, HTML. */
export const HOSTILE: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '%00',
  '%',
  '%zz',
  '%25zz',
  '%E0%A4%A',
  '%C3%28',
  '%FF',
  'app%252eindex',
  '..',
  '../../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  '%2e%2e%2f%2e%2e%2f',
  '%252e%252e%252f',
  '..\\..\\windows\\win.ini',
  '/etc/passwd',
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '" OR ""="',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '{{7*7}}',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template injection attempt, as a plain string on purpose
  '${7*7}',
  '\u202Eevil\u202C',
  'مرحبا بالعالم',
  'Ўзбекистон',
  '😀'.repeat(50),
  '\uD800',
  '\uFEFF',
  'a'.repeat(10_000),
  '9'.repeat(400),
  '-1',
  '0',
  '-0',
  '1e309',
  'NaN',
  'Infinity',
  '2147483648',
  '9007199254740993',
  '0x1F',
  'true',
  'null',
  'undefined',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  '2026-02-30',
  '2026-13-01',
  '9999-12-31',
  '0000-00-00',
  'a.json',
  '.json',
  'x'.repeat(300),
];

export interface JsonSchema {
  type?: string | string[];
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  format?: string;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  additionalProperties?: boolean | JsonSchema;
}

const hostileString = fc.constantFrom(...HOSTILE);
/** Any JSON value, hostile strings included: what a field of the wrong type may receive. */
const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant([]),
  fc.constant({}),
  fc.array(hostileString, { maxLength: 3 }),
);

/** A value for `schema`: mostly valid-shaped (so handlers run), sometimes hostile (so guards do). */
export function arbitraryFor(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return anyJson;
  const shaped = shapedArbitraryFor(schema, depth);
  return fc.oneof({ arbitrary: shaped, weight: 4 }, { arbitrary: anyJson, weight: 1 });
}

function shapedArbitraryFor(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const union = schema.anyOf ?? schema.oneOf;
  if (union?.length) return fc.oneof(...union.map((s) => arbitraryFor(s, depth + 1)));
  if (schema.allOf?.length) return arbitraryFor(schema.allOf[0], depth + 1);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return stringOf(schema);
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? schema.exclusiveMinimum ?? -1e6;
      const max = schema.maximum ?? schema.exclusiveMaximum ?? 1e6;
      const edges = [min, max, min - 1, max + 1, 0, -1, 2 ** 31, Number.MAX_SAFE_INTEGER];
      const inRange =
        type === 'integer'
          ? fc.integer({ min: Math.ceil(Math.max(min, -1e9)), max: Math.floor(Math.min(max, 1e9)) })
          : fc.double({ min: Math.max(min, -1e9), max: Math.min(max, 1e9), noNaN: true });
      return fc.oneof(inRange, fc.constantFrom(...edges));
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(arbitraryFor(schema.items, depth + 1), {
        minLength: Math.min(schema.minItems ?? 0, 5),
        maxLength: Math.min(schema.maxItems ?? 4, 4),
      });
    case 'object':
      return objectOf(schema, depth);
    default:
      return anyJson;
  }
}

function stringOf(schema: JsonSchema): fc.Arbitrary<unknown> {
  const options: fc.Arbitrary<unknown>[] = [
    fc.string({ maxLength: Math.min(schema.maxLength ?? 40, 40) }),
    hostileString,
  ];
  if (schema.pattern) {
    try {
      options.push(fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length <= 300));
    } catch {
      // a pattern fast-check cannot generate from: the others still cover the field
    }
  }
  if (schema.format === 'date-time')
    options.push(fc.date({ noInvalidDate: true }).map((d) => d.toISOString()));
  if (schema.format === 'date')
    options.push(fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)));
  if (schema.format === 'email') options.push(fc.emailAddress());
  return fc.oneof(...options);
}

function objectOf(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  const props = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const entries = Object.entries(props);
  const record = fc.record(Object.fromEntries(entries.map(([k, s]) => [k, arbitraryFor(s, depth + 1)])), {
    requiredKeys: entries.map(([k]) => k).filter((k) => required.has(k)),
  });
  // Sometimes an unknown or a prototype-polluting key too.
  return fc
    .tuple(record, fc.option(fc.constantFrom('__proto__', 'unknownField', 'constructor', '\u0000')))
    .map(([value, extra]) => {
      if (extra === null) return value;
      const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
      Object.defineProperty(copy, extra, {
        value: 'x',
        enumerable: true,
        configurable: true,
        writable: true,
      });
      return copy;
    });
}
