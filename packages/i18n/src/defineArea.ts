export interface Texts {
  readonly [key: string]: string | Texts;
}

/** The same keys as `T`, with any text at the leaves: what the second language must provide. */
export type SameKeys<T> = { readonly [K in keyof T]: T[K] extends string ? string : SameKeys<T[K]> };

export interface Area<T extends Texts> {
  readonly de: T;
  readonly en: SameKeys<T>;
}

// German is the source language; the compiler refuses an English block with a missing or extra key.
export function defineArea<T extends Texts>(area: { de: T; en: NoInfer<SameKeys<T>> }): Area<T> {
  return area;
}
