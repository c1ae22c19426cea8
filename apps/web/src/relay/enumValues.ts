// GraphQL enums on the web come from the Relay artefacts (`__generated__/*.graphql.ts` export each enum an
// operation uses as a union type) or from @portal/shared-types; they are never written out by hand.

/** A GraphQL enum as Relay generates it, without the placeholder Relay adds for values of a later schema. */
// eslint-disable-next-line relay/no-future-added-value -- the one place that names the placeholder, to drop it
export type KnownValue<E extends string> = Exclude<E, '%future added value'>;

/**
 * Every value of a GraphQL enum, in the order written, for a screen that needs them at run time (a filter's
 * options, a URL parameter's check). They are the keys of a record over the enum, so the compiler rejects a
 * missing and an unknown value: when the API adds one, the web does not compile until it has a place for it.
 */
export const enumValues = <E extends string>(values: Record<KnownValue<E>, true>): readonly KnownValue<E>[] =>
  Object.freeze(Object.keys(values) as KnownValue<E>[]);
