// relay-test-utils 21 ships no types; this declares the part our tests use.
declare module 'relay-test-utils' {
  import { type Environment, type OperationDescriptor, type Store } from 'relay-runtime';

  type MockResolvers = Record<string, (context: unknown, generateId: () => number) => unknown>;

  export interface RelayMockEnvironment extends Environment {
    mock: {
      queueOperationResolver(resolver: (operation: OperationDescriptor) => unknown): void;
      resolveMostRecentOperation(resolver: (operation: OperationDescriptor) => unknown): void;
    };
  }

  export function createMockEnvironment(config?: { store?: Store }): RelayMockEnvironment;

  export const MockPayloadGenerator: {
    generate(operation: OperationDescriptor, resolvers?: MockResolvers): unknown;
  };
}
