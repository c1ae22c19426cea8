import { useCallback } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { type useSampleToRegisterAfterPlacingQuery as Query } from './__generated__/useSampleToRegisterAfterPlacingQuery.graphql';
import { type SampleKind, sampleToRegisterAfterPlacing } from './registerSampleState';

// What the register-sample dialog reads, so that it opens from the store without loading again.
/* eslint-disable relay/unused-fields */
const query = graphql`
  query useSampleToRegisterAfterPlacingQuery($id: ID!) {
    order(id: $id) {
      id
      status
      order_number
      bloodSample {
        id
        status
      }
      dnaSample {
        id
        status
      }
    }
  }
`;
/* eslint-enable relay/unused-fields */

/**
 * Which registration follows placing an order, read from the server after placing: placeOrder's own payload
 * answers before the order's lab parts exist, so it cannot tell.
 */
export function useSampleToRegisterAfterPlacing(): (orderId: string) => Promise<SampleKind | 'BOTH' | null> {
  const environment = useRelayEnvironment();
  return useCallback(
    async (orderId: string) => {
      const data = await fetchQuery<Query>(
        environment,
        query,
        { id: orderId },
        { fetchPolicy: 'network-only' },
      ).toPromise();
      return data?.order ? sampleToRegisterAfterPlacing(data.order) : null;
    },
    [environment],
  );
}
