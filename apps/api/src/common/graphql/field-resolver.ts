import { UnauthenticatedError } from '../errors/app-error.js';
import type { Viewer } from '../auth/viewer.js';
import type { GraphqlContext } from './graphql-context.js';

/*
 * Field resolvers take graphql-js's own arguments, `(parent, args, context, info)`, without Nest's parameter
 * decorators (@Parent, @Context, @CurrentViewer, @Info). Nest hands them through as they are when a method
 * has no parameter decorator, and so skips its parameter pipeline for the call: with the global pipe that
 * was about twenty promises a field, each paying the request context's async hooks, on every row of every
 * list (a therapist page of 100 rows is about 1,000 field calls). Errors still pass the exception filter
 * (`fieldResolverEnhancers: ['filters']`). A field with GraphQL arguments keeps @Args, so that the global
 * pipe validates them.
 */

/** The arguments of a field that takes none. */
export type NoArgs = Record<string, never>;

/** The signed-in viewer (the AuthGuard set it on the request before the root field ran). */
export function viewerOf(ctx: GraphqlContext): Viewer {
  const viewer = ctx.req.viewer;
  if (!viewer) throw new UnauthenticatedError();
  return viewer;
}
