import { useCallback } from 'react';
import { type GraphQLTaggedNode, useMutation } from 'react-relay';
import { type MutationParameters, type PayloadError } from 'relay-runtime';
import { RequestFailedError } from '../http/RequestFailedError';
import { failuresOf } from './failures';

export class MutationPayloadError extends RequestFailedError {
  constructor(readonly errors: readonly PayloadError[]) {
    super(200, failuresOf({ errors }));
    this.name = 'MutationPayloadError';
  }
}

/** The GraphQL errors of a failed mutation (Relay keeps them on `source` when no data came back). */
export function graphQLErrorsOf(error: unknown): readonly PayloadError[] {
  if (error instanceof MutationPayloadError) return error.errors;
  const source = (error as { source?: { errors?: readonly PayloadError[] } } | null)?.source;
  return source?.errors ?? [];
}

/**
 * useMutation as a promise, for flows that chain calls (two-factor set-up, login). The user has been told about a
 * failure by the network layer already; the promise rejects so that the flow stops.
 */
export function usePromiseMutation<T extends MutationParameters>(mutation: GraphQLTaggedNode) {
  const [commit, isInFlight] = useMutation<T>(mutation);
  const run = useCallback(
    (variables: T['variables']) =>
      new Promise<T['response']>((resolve, reject) => {
        commit({
          variables,
          onCompleted: (response, errors) =>
            errors && errors.length > 0 ? reject(new MutationPayloadError(errors)) : resolve(response),
          onError: reject,
        });
      }),
    [commit],
  );
  return [run, isInFlight] as const;
}
