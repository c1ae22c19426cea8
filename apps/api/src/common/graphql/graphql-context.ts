import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { GqlExecutionContext } from '@nestjs/graphql';
import type { Request, Response } from 'express';
import { LoaderRegistry } from '../dataloader/loader-registry.js';

export interface GraphqlContext {
  req: Request;
  res: Response;
  loaders: LoaderRegistry;
}

export function createGraphqlContext({ req, res }: { req: Request; res: Response }): GraphqlContext {
  return { req, res, loaders: new LoaderRegistry() };
}

/** The request's DataLoader registry: `@Loaders() loaders: LoaderRegistry`. */
export const Loaders = createParamDecorator(
  (_data: unknown, context: ExecutionContext) =>
    GqlExecutionContext.create(context).getContext<GraphqlContext>().loaders,
);
