import { type ComponentType } from 'react';
import { type RouteObject } from 'react-router-dom';

/**
 * A route whose screen's code loads when the route is entered (its own chunk), so the login page's JavaScript holds
 * only the shell. The router keeps the previous screen until the chunk has arrived.
 */
export function lazyPage<Module extends Record<Name, ComponentType>, Name extends keyof Module>(
  load: () => Promise<Module>,
  name: Name,
): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: (await load())[name] }) };
}
