import { type OperationDescriptor } from 'relay-runtime';

/**
 * For tests of a result screen: answers the release card's query (no release yet) and hands every other
 * operation to the screen's own resolver.
 */
export const withoutReleases =
  (resolve: (operation: OperationDescriptor) => unknown) => (operation: OperationDescriptor) =>
    operation.request.node.params.name === 'ReportReleaseCardQuery'
      ? { data: { reportReleases: [] } }
      : resolve(operation);
