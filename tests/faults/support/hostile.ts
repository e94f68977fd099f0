/**
 * fast-check arbitraries for what a hostile or broken client sends: strings with NUL, lone surrogates and
 * control characters, numbers out of every range, wrong types, nested JSON, prototype-pollution keys, bodies up
 * to (and past) the body limit, path segments with %00, ../ and encoded slashes; and "near-valid" values derived
 * from a valid example, which get past the first checks and reach the services and the database.
 */
import fc from 'fast-check'

/** Inputs per endpoint: FAULTS_RUNS (default 1,000; `FAULTS_RUNS=10000` or `--deep` for the long run). */
export function faultRuns(): number {
  const value = Number(process.env.FAULTS_RUNS ?? (process.env.FAULTS_DEEP ? 10_000 : 1_000))
  if (!Number.isInteger(value) || value < 1) throw new Error(`FAULTS_RUNS must be a positive whole number`)
  return value
}

/** A fixed seed per run, printed, so a failure can be replayed: FAULTS_SEED=<n>. */
export function faultSeed(): number {
  const given = process.env.FAULTS_SEED
  return given ? Number(given) : Date.now() % 2 ** 31
}

/** Strings known to break parsers, databases, URL handling and number conversion. */
export const NOTORIOUS_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0000\u0000\u0000',
  '\uD800',
  '\uDFFF',
  'x\uDC00y',
  '\uD83D',
  '\u202E',
  '\uFEFF',
  '\u200B',
  '\r\n',
  '\t',
  '\u0007\u0008\u001B[31m',
  '\u007F',
  '\u0085',
  '%00',
  '%',
  '%%',
  '%zz',
  '%E0%A4%A',
  '%ED%A0%80',
  '../',
  '../../../../etc/passwd',
  '..%2F..%2F',
  '%2e%2e%2f',
  '..\\..\\',
  '/',
  '//',
  '%2F',
  '%252F',
  'NaN',
  'Infinity',
  '-Infinity',
  '-1',
  '0',
  '-0',
  '1e309',
  '-1e309',
  '1e-309',
  '9007199254740993',
  '2147483648',
  '-2147483649',
  '99999999999999999999999999999999',
  '0x10',
  '0b11',
  '1_000',
  '1.5',
  ' 1 ',
  '１',
  'true',
  'false',
  'null',
  'undefined',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "' OR 1=1 --",
  "'; drop table school; --",
  '${7*7}',
  '{{7*7}}',
  '\\',
  '\\u0000',
  'ａｄｍｉｎ',
  '𝕏',
  '👩‍👩‍👧‍👦',
  'İ',
  'ß',
  'e\u0301',
  'Z̴̡̧͎͓̐a̸͈̿l̶̨̛g̷̭̐ő̴͉',
  'all',
  'all\u0000',
  'all/../1',
] as const

const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code))
const controlChar = fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code))
const hostileChar = fc.oneof(
  { weight: 3, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }) },
  { weight: 1, arbitrary: loneSurrogate },
  { weight: 1, arbitrary: controlChar },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
  { weight: 1, arbitrary: fc.constantFrom(...NOTORIOUS_STRINGS) },
)

/** A long string: padding, up to about the API body limit (256 kB) in rare cases. */
const longString = fc
  .tuple(
    fc.constantFrom('a', 'é', '\u0000', '😀', ' ', '%', '\uD800', '-'),
    fc.oneof(
      { weight: 6, arbitrary: fc.integer({ min: 200, max: 6_000 }) },
      { weight: 2, arbitrary: fc.integer({ min: 6_000, max: 40_000 }) },
      { weight: 1, arbitrary: fc.integer({ min: 100_000, max: 270_000 }) },
    ),
  )
  .map(([unit, length]) => unit.repeat(length))

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NOTORIOUS_STRINGS) },
  { weight: 4, arbitrary: fc.array(hostileChar, { maxLength: 40 }).map((chars) => chars.join('')) },
  { weight: 2, arbitrary: fc.string({ maxLength: 60 }) },
  { weight: 1, arbitrary: longString },
)

/** Numbers as JSON can carry them, plus the ones it cannot (NaN and the infinities become null). */
export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(
    0,
    -0,
    -1,
    1,
    2 ** 31,
    2 ** 31 - 1,
    -(2 ** 31),
    2 ** 53,
    2 ** 53 + 2,
    1e308,
    -1e308,
    5e-324,
  ),
  fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, Number.MAX_SAFE_INTEGER),
  fc.integer(),
  fc.double(),
)

/** Keys that try to reach Object.prototype, or fields a client must not set. */
export const POLLUTION_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'isAdmin',
  'id',
  'userId',
  'createdAt',
  'status',
] as const

/** Sets a key as an own property, even `__proto__` (plain assignment would change the prototype instead). */
export function setOwn(target: Record<string, unknown>, key: string, value: unknown) {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true })
}

const hostileKey = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom(...POLLUTION_KEYS) },
  { weight: 1, arbitrary: hostileString.filter((key) => key.length < 200) },
)

/** Any JSON value, nested, with hostile leaves and keys. */
export const hostileJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileString,
    hostileNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 5 }),
    fc.array(fc.tuple(hostileKey, tie('value')), { maxLength: 5 }).map((entries) => {
      const object: Record<string, unknown> = {}
      for (const [key, value] of entries) setOwn(object, key, value)
      return object
    }),
  ),
})).value

/** A wrong-typed stand-in for a value of the given example's type. */
function wrongTypeFor(example: unknown): fc.Arbitrary<unknown> {
  const others: fc.Arbitrary<unknown>[] = [
    fc.constant(null),
    fc.constant([]),
    fc.constant({}),
    fc.boolean(),
    hostileNumber,
    hostileString,
    fc.array(hostileString, { maxLength: 3 }),
  ]
  if (typeof example === 'number') others.push(fc.constant(String(example)), fc.constant(`${example}.5`))
  if (typeof example === 'string') others.push(fc.constant(example.length), fc.constant([example]))
  if (typeof example === 'boolean') others.push(fc.constantFrom('true', 'false', 0, 1))
  return fc.oneof(...others)
}

/** A value near the example: a few fields changed, dropped or added, the rest kept valid. */
export function nearValid(example: unknown): fc.Arbitrary<unknown> {
  if (example === null || typeof example !== 'object' || Array.isArray(example)) {
    return fc.oneof(
      { weight: 1, arbitrary: fc.constant(example) },
      { weight: 3, arbitrary: wrongTypeFor(example) },
      { weight: 1, arbitrary: hostileJson },
    )
  }
  const entries = Object.entries(example as Record<string, unknown>)
  const fieldChange = (key: string, value: unknown) =>
    fc
      .oneof(
        { weight: 10, arbitrary: fc.constant({ keep: true as const, value }) },
        { weight: 1, arbitrary: fc.constant({ keep: false as const, value: undefined }) },
        {
          weight: 2,
          arbitrary: (typeof value === 'object' && value !== null
            ? nearValid(value)
            : wrongTypeFor(value)
          ).map((changed) => ({ keep: true as const, value: changed })),
        },
        {
          weight: 3,
          arbitrary: (typeof value === 'string' ? hostileString : hostileJson).map((changed) => ({
            keep: true as const,
            value: changed,
          })),
        },
      )
      .map((change) => [key, change] as const)
  return fc
    .tuple(
      fc.tuple(...entries.map(([key, value]) => fieldChange(key, value))),
      fc.array(fc.tuple(hostileKey, hostileJson), { maxLength: 3 }),
    )
    .map(([fields, extras]) => {
      const object: Record<string, unknown> = {}
      for (const [key, change] of fields) if (change.keep) setOwn(object, key, change.value)
      for (const [key, value] of extras) setOwn(object, key, value)
      return object
    })
}

/** JSON texts no serializer would write: broken, deep, huge, with numbers JSON.parse turns into Infinity. */
export const rawJsonText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    'null',
    '0',
    '"a"',
    '[]',
    '{',
    '{"a":',
    '{"a":1,}',
    "{'a':1}",
    'undefined',
    'NaN',
    '{"count": 1e309}',
    '{"count": -1e309}',
    '{"id": 1e309}',
    '{"__proto__": {"isAdmin": true, "polluted": 1}}',
    '{"constructor": {"prototype": {"isAdmin": true}}}',
    '\uFEFF{}',
    '{"a":"\\u0000"}',
    '{"a":"\\ud800"}',
    '{"a":"\\x41"}',
    '{"a":1}{"b":2}',
  ),
  fc
    .integer({ min: 100, max: 20_000 })
    .chain((depth) =>
      fc.constantFrom(
        `${'['.repeat(depth)}${']'.repeat(depth)}`,
        `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`,
      ),
    ),
  hostileString,
)

/** A path segment as it appears in a URL (already encoded, or deliberately not). */
export const hostileSegment: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '%00',
    '1%00',
    '..',
    '..%2F..%2Fetc%2Fpasswd',
    '%2e%2e',
    '%2F',
    '1%2F2',
    '%252F',
    '%5C',
    '%ED%A0%80',
    '%FF%FE',
    '%',
    '%zz',
    'NaN',
    'Infinity',
    '-1',
    '0',
    '1e3',
    '1e309',
    '0x10',
    '1.5',
    '99999999999999999999999',
    '2147483648',
    '9007199254740993',
    '%20',
    '%0A',
    '__proto__',
    'constructor',
    'a'.repeat(5_000),
  ),
  fc.nat({ max: 2 ** 31 + 10 }).map(String),
  hostileString.filter((value) => value.length < 3_000).map((value) => safeEncode(value)),
)

/** encodeURIComponent, which throws on a lone surrogate: those are sent as the raw bytes of their UTF-8 form. */
export function safeEncode(value: string): string {
  try {
    return encodeURIComponent(value)
  } catch {
    return [...value]
      .map((char) => {
        const code = char.charCodeAt(0)
        if (char.length === 1 && code >= 0xd800 && code <= 0xdfff)
          return `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`
        return encodeURIComponent(char)
      })
      .join('')
  }
}

/** A query string: the example's keys with hostile values, extra keys, repeated keys, or raw garbage. */
export function hostileQuery(example: Record<string, string> = {}): fc.Arbitrary<string> {
  const keys = [...Object.keys(example), 'page', 'limit', 'search', 'offset', '__proto__', 'constructor']
  const pair = fc.tuple(
    fc.oneof(
      fc.constantFrom(...keys),
      hostileString.filter((key) => key.length < 100),
    ),
    fc.oneof(
      { weight: 1, arbitrary: fc.constantFrom(...Object.values(example), '') },
      { weight: 3, arbitrary: hostileString.filter((value) => value.length < 10_000) },
      { weight: 1, arbitrary: hostileNumber.map(String) },
    ),
  )
  return fc.oneof(
    {
      weight: 6,
      arbitrary: fc
        .array(pair, { maxLength: 6 })
        .map((pairs) => pairs.map(([k, v]) => `${safeEncode(k)}=${safeEncode(v)}`).join('&')),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        'a',
        '&&&',
        '=',
        '%',
        '%zz=1',
        'page=%00',
        'page[]=1',
        'page=1&page=2',
        'a=%ED%A0%80',
        '__proto__[isAdmin]=true',
      ),
    },
  )
}
