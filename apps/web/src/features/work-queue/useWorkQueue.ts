import { graphql, useLazyLoadQuery } from 'react-relay';
import { type useWorkQueueQuery } from './__generated__/useWorkQueueQuery.graphql';

/**
 * The viewer's work queue, for the panel's and the header badges' fragments. They read the same query, so Relay
 * sends it once and both show the same figures; every mount asks the server again (the counts change with every action).
 */
export function useWorkQueue(fetchKey = 0) {
  return useLazyLoadQuery<useWorkQueueQuery>(
    graphql`
      query useWorkQueueQuery {
        workQueue {
          # The panel and the header's badges share this one request: both spread their fragment here.
          # eslint-disable-next-line relay/must-colocate-fragment-spreads
          ...WorkQueuePanel_workQueue
          # eslint-disable-next-line relay/must-colocate-fragment-spreads
          ...WorkQueueBadge_workQueue
        }
      }
    `,
    {},
    { fetchKey, fetchPolicy: 'store-and-network' },
  ).workQueue;
}
