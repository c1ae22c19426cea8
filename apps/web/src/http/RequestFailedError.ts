/** A GraphQL or REST call that did not succeed; the user has already been told by the error effects. */
export class RequestFailedError extends Error {
  constructor(
    readonly status: number | null,
    readonly messages: readonly string[],
    options?: ErrorOptions,
  ) {
    super(messages[0] ?? (status === null ? 'Network error' : `HTTP ${status}`), options);
    this.name = 'RequestFailedError';
  }
}
