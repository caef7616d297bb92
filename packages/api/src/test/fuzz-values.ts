/** Hostile values for the fuzz suite: the wrong kinds of things to put in fields, path segments, cookies and bodies. */
import fc from "fast-check";

const controlText = fc.string({ unit: fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code)) });
const anyText = fc.string({ unit: "binary", maxLength: 80 });

/** Values of the wrong kind and at the edges, for any field. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  anyText,
  controlText,
  fc.constantFrom(
    "",
    " ",
    "\u0000",
    "A\u0000B",
    "%zz",
    "' OR 1=1 --",
    "'; drop table users; --",
    "00000000-0000-4000-8000-000000000000",
    "ffffffff-ffff-ffff-ffff-ffffffffffff",
    "a@b.co",
    "data:image/png;base64,AAAA",
    "data:image/svg+xml,<svg onload=alert(1)>",
    "/objects/../../etc/passwd",
    "http://[::1",
    "x".repeat(2_001),
    "x".repeat(100_000),
    "\ud800",
    "A",
    "B",
    "both",
    "bug",
  ),
  fc.constantFrom(0, -0, -1, 1, 17, 18, 99, 100, 101, 2 ** 31, 2 ** 53 + 1, -(2 ** 53), 1e308, -1e308, 0.5, 90.0001, -180.5),
  fc.boolean(),
  fc.constant(null),
  fc.array(anyText, { maxLength: 20 }),
  fc.array(fc.integer(), { maxLength: 20 }),
  fc.constant(Array.from({ length: 15 }, (_, index) => ({ questionId: index + 1, answer: "A" }))),
  fc.jsonValue({ maxDepth: 4 }),
);

/** An object with the schema's field names (some), hostile values, and prototype keys now and then. */
export function hostileObject(fields: string[]): fc.Arbitrary<Record<string, unknown>> {
  const known = fields.length
    ? fc.dictionary(fc.constantFrom(...fields), hostileValue, { maxKeys: fields.length })
    : fc.constant({});
  const extra = fc.dictionary(
    fc.constantFrom("__proto__", "constructor", "prototype", "toString", "id", "userId"),
    hostileValue,
    {
      maxKeys: 2,
    },
  );
  return fc
    .tuple(known, extra, fc.boolean())
    .map(([knownFields, extraFields, withExtras]) =>
      withExtras ? Object.assign(Object.create(null) as Record<string, unknown>, knownFields, extraFields) : knownFields,
    );
}

/** JSON text as an attacker would write it (prototype keys survive only in raw text). */
export function jsonText(fields: string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 6, arbitrary: hostileObject(fields).map((value) => JSON.stringify(value)) },
    { weight: 1, arbitrary: hostileValue.map((value) => JSON.stringify(value) ?? "") },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}',
        "{",
        '{"a":',
        "nul\u0000",
        "[".repeat(5_000) + "]".repeat(5_000),
        '{"a":'.repeat(3_000) + "1" + "}".repeat(3_000),
        "\ufeff{}",
        "1e999999",
        '{"a":"\\ud800"}',
        '{"a":"\\u0000"}',
      ),
    },
  );
}

export const hostileSegment = fc.oneof(
  fc.constantFrom(
    "%zz",
    "%",
    "%00",
    "%E0%A4%A",
    "%C0%AE%C0%AE",
    "..",
    "%2e%2e",
    "%2F",
    "a%00b",
    "00000000-0000-4000-8000-000000000000",
    "0",
    "-1",
    "99999999999999999999",
    "1e3",
    "x".repeat(5_000),
    "%F0%9F%98%80",
    "__proto__",
  ),
  fc.string({ unit: "grapheme-ascii", maxLength: 30 }).map((segment) => encodeURIComponent(segment)),
);

export const hostileCookie = fc.oneof(
  { weight: 4, arbitrary: fc.constant("session") },
  { weight: 1, arbitrary: fc.constant(undefined) },
  {
    weight: 3,
    arbitrary: fc
      .constantFrom("%zz", "%", "%00", "%E0%A4%A", "session%00", "x".repeat(5_000), "a;b", '"quoted"', "")
      .map((value) => `unveil_session=${value}`),
  },
  { weight: 1, arbitrary: fc.constantFrom("=", ";;;", "unveil_session", "a=%zz; unveil_session=%", "\u0001=\u0002") },
);
