import { UnauthenticatedError } from '../errors/app-error.js';
import type { Viewer } from '../auth/viewer.js';
import type { GraphqlContext } from './graphql-context.js';

/*
 * Field resolvers take graphql-js's own arguments, `(parent, args, context, info)`, without Nest's parameter
 * decorators (@Parent, @Context, @CurrentViewer, @Info). A method without any, with no field enhancer
 * (`fieldResolverEnhancers: []`) and no field middleware is called by graphql-js as it is: @nestjs/graphql's
 * fast field resolver path (`canUseFastFieldResolver`). Nest's wrapper and parameter pipeline had cost about
 * twenty promises a field, each paying the request context's async hooks, on every row of every list (a
 * therapist page of 100 rows is about 1,000 field calls). A field resolver's error is shaped by formatError
 * (common/graphql/format-error.ts) as the exception filter shapes a root field's. A field with GraphQL
 * arguments keeps @Args, so that the global pipe validates them.
 */

/** The arguments of a field that takes none. */
export type NoArgs = Record<string, never>;

/** The signed-in viewer (the AuthGuard set it on the request before the root field ran). */
export function viewerOf(ctx: GraphqlContext): Viewer {
  const viewer = ctx.req.viewer;
  if (!viewer) throw new UnauthenticatedError();
  return viewer;
}
