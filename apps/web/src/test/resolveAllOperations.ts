import { type OperationDescriptor } from 'relay-runtime';
import { type RelayMockEnvironment } from 'relay-test-utils';

/**
 * Answers every operation the environment executes with `resolve` (a queued resolver answers only one), for
 * screens that run more than their own query, e.g. the session's country list.
 */
export function resolveAllOperations(
  environment: RelayMockEnvironment,
  resolve: (operation: OperationDescriptor) => unknown,
): void {
  const queueNext = () =>
    environment.mock.queueOperationResolver((operation) => {
      const result = resolve(operation);
      if (result != null) queueNext();
      return result;
    });
  queueNext();
}
