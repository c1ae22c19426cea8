import { type Failure } from '../relay/errorEffects';

/** A GraphQL or REST call that did not succeed; the user has already been told by the error effects. */
export class RequestFailedError extends Error {
  constructor(
    readonly status: number | null,
    readonly failures: readonly Failure[],
    options?: ErrorOptions,
  ) {
    super(failures[0]?.message ?? (status === null ? 'Network error' : `HTTP ${status}`), options);
    this.name = 'RequestFailedError';
  }
}
