import { Environment, type FetchFunction, Network, RecordSource, Store } from 'relay-runtime';
import { createStore, useStore } from '../lib/store';
import { fetchGraphQL } from './fetchGraphQL';
import { getDataID } from './getDataID';
import { missingFieldHandlers } from './missingFieldHandlers';

export function createRelayEnvironment(fetchFunction: FetchFunction = fetchGraphQL): Environment {
  return new Environment({
    network: Network.create(fetchFunction),
    store: new Store(new RecordSource()),
    getDataID,
    missingFieldHandlers,
  });
}

const current = createStore(createRelayEnvironment());

/** The environment of the running app; replaced (every cached record dropped) when the user changes. */
export const currentRelayEnvironment = (): Environment => current.get();
export const useCurrentRelayEnvironment = (): Environment => useStore(current);

/**
 * Logout, login and impersonation must not show one user's cached data to the next. Tests pass their mock
 * environment, which the routes' loaders (routeQuery) then load into.
 */
export function resetRelayEnvironment(next: Environment = createRelayEnvironment()): void {
  current.set(next);
}
