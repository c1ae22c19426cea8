import { graphql, useMutation } from 'react-relay';
import { type useProcessBloodUploadMutation as Mutation } from './__generated__/useProcessBloodUploadMutation.graphql';

/** The service team enters the values of an uploaded file (source Upload) and closes the upload. */
export function useProcessBloodUploadMutation() {
  return useMutation<Mutation>(graphql`
    mutation useProcessBloodUploadMutation($id: ID!, $date: String!, $values: [BloodResultValueInput!]!) {
      processBloodUpload(id: $id, date: $date, values: $values) {
        id
        state
        processed_at
      }
    }
  `);
}
