import { graphql } from 'react-relay';
import { usePromiseMutation } from '../../relay/usePromiseMutation';
import { type useRegisterSampleMutation as Mutation } from './__generated__/useRegisterSampleMutation.graphql';

/** Registers one barcode; the order's status and samples, barcodes included, come back into the store. */
export function useRegisterSampleMutation() {
  return usePromiseMutation<Mutation>(graphql`
    mutation useRegisterSampleMutation($input: RegisterSampleInput!) {
      registerSample(input: $input) {
        id
        status
        bloodNoiOrder {
          id
          status
        }
        dnaNoiOrder {
          id
          status
        }
        ...RegisterSampleDialog_order
        ...RegisterSampleLinks_order
      }
    }
  `);
}
