import { graphql, useMutation } from 'react-relay';
import { type useUploadBloodAnalysisResultsMutation as Mutation } from './__generated__/useUploadBloodAnalysisResultsMutation.graphql';

/** Sends a lab report to the service team; commit it with `uploadables: { file }` (a multipart request). */
export function useUploadBloodAnalysisResultsMutation() {
  return useMutation<Mutation>(graphql`
    mutation useUploadBloodAnalysisResultsMutation(
      $patientId: ID!
      $file: Upload!
      $acceptedConsents: ConsentsConnectInput!
    ) {
      uploadBloodAnalysisResults(patientId: $patientId, file: $file, acceptedConsents: $acceptedConsents) {
        id
        file_name
        state
        created_at
      }
    }
  `);
}
