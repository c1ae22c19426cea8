import { graphql, useLazyLoadQuery } from 'react-relay';
import { type usePartnershipModelsQuery } from './__generated__/usePartnershipModelsQuery.graphql';

/** Every partnership model (the filter and the change dialog share one request). */
export function usePartnershipModels() {
  return useLazyLoadQuery<usePartnershipModelsQuery>(
    graphql`
      query usePartnershipModelsQuery {
        partnershipModels {
          id
          name
        }
      }
    `,
    {},
    { fetchPolicy: 'store-or-network' },
  ).partnershipModels;
}
