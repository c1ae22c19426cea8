// Helpers for enums written as `as const` objects: plain values on the wire, no TS `enum` runtime.

/** The values of a const enum object, in declaration order. */
export function valuesOf<const T extends Record<string, string>>(enumObject: T): readonly T[keyof T][] {
  return Object.freeze(Object.values(enumObject) as T[keyof T][]);
}

/** Narrows an unknown value (a URL parameter, a form field) to one of the given values. */
export function isOneOf<const V extends string>(values: readonly V[], value: unknown): value is V {
  return typeof value === 'string' && (values as readonly string[]).includes(value);
}
