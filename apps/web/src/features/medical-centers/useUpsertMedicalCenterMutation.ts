import { graphql } from 'react-relay';
import { usePromiseMutation } from '../../relay/usePromiseMutation';
import { type useUpsertMedicalCenterMutation as Mutation } from './__generated__/useUpsertMedicalCenterMutation.graphql';

export const useUpsertMedicalCenterMutation = () =>
  usePromiseMutation<Mutation>(graphql`
    mutation useUpsertMedicalCenterMutation($input: UpsertMedicalCenterInput!) {
      upsertMedicalCenter(input: $input) {
        ...OfficeTab_medicalCenter
        specializations {
          id
        }
        certifications {
          id
        }
      }
    }
  `);
