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
