import { graphql } from 'react-relay';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';
import { type useReleaseReportMutation as Mutation } from './__generated__/useReleaseReportMutation.graphql';

export function useReleaseReportMutation() {
  return usePromiseMutation<Mutation>(graphql`
    mutation useReleaseReportMutation($patientId: ID!, $kind: ReportKind!, $note: String) {
      releaseReport(patientId: $patientId, kind: $kind, note: $note) {
        id
        ...ReportReleaseStatus_release
      }
    }
  `);
}
