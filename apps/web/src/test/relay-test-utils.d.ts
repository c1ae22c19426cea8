// relay-test-utils 21 ships no types; this declares the part our tests use.
declare module 'relay-test-utils' {
  import {
    type ConcreteRequest,
    type Environment,
    type OperationDescriptor,
    type Store,
    type Variables,
  } from 'relay-runtime';

  type MockResolvers = Record<string, (context: unknown, generateId: () => number) => unknown>;

  export interface RelayMockEnvironment extends Environment {
    mock: {
      queueOperationResolver(resolver: (operation: OperationDescriptor) => unknown): void;
      resolveMostRecentOperation(resolver: (operation: OperationDescriptor) => unknown): void;
      /** Makes a request sent by `loadQuery` (the network, not the environment) known to the resolvers. */
      queuePendingOperation(query: ConcreteRequest, variables: Variables): void;
      getAllOperations(): OperationDescriptor[];
      isLoading(query: ConcreteRequest, variables: Variables, cacheConfig?: object): boolean;
    };
  }

  export function createMockEnvironment(config?: { store?: Store }): RelayMockEnvironment;

  export const MockPayloadGenerator: {
    generate(operation: OperationDescriptor, resolvers?: MockResolvers): unknown;
  };
}
