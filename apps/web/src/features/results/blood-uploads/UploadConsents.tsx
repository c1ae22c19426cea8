import { type Control } from 'react-hook-form';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { ConsentCheckboxes } from '../../catalog/ConsentCheckboxes';
import { type UploadConsentsQuery } from './__generated__/UploadConsentsQuery.graphql';
import { type UploadValues } from './uploadValues';

/** The UploadBloodResult consents; unticked required ones say 'Dies ist erforderlich' on submit. */
export function UploadConsents({ control, fetchKey }: { control: Control<UploadValues>; fetchKey: number }) {
  const data = useLazyLoadQuery<UploadConsentsQuery>(
    graphql`
      query UploadConsentsQuery {
        consents(type: UploadBloodResult, first: 100) {
          data {
            ...ConsentCheckboxes_consents
          }
        }
      }
    `,
    {},
    { fetchKey },
  );
  return <ConsentCheckboxes consentsRef={data.consents.data} control={control} name="consents" />;
}
