import { graphql } from 'react-relay';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';
import { type useWithdrawReportReleaseMutation as Mutation } from './__generated__/useWithdrawReportReleaseMutation.graphql';

export function useWithdrawReportReleaseMutation() {
  return usePromiseMutation<Mutation>(graphql`
    mutation useWithdrawReportReleaseMutation($id: ID!) {
      withdrawReportRelease(id: $id) {
        id
        ...ReportReleaseStatus_release
      }
    }
  `);
}
