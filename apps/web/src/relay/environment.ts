import { Environment, type FetchFunction, Network, RecordSource, Store } from 'relay-runtime';
import { fetchGraphQL } from './fetchGraphQL';
import { getDataID } from './getDataID';

export function createRelayEnvironment(fetchFunction: FetchFunction = fetchGraphQL): Environment {
  return new Environment({
    network: Network.create(fetchFunction),
    store: new Store(new RecordSource()),
    getDataID,
  });
}

export const relayEnvironment = createRelayEnvironment();
