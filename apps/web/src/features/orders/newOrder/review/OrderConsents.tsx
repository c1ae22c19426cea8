import { type Control } from 'react-hook-form';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { ConsentCheckboxes } from '../../../consents/ConsentCheckboxes';
import { type OrderConsentsQuery } from './__generated__/OrderConsentsQuery.graphql';

export interface ConsentValues {
  consents: string[];
}

/** The NewOrder consents; unticked required ones say 'Das ist ein Pflichtfeld' on submit. */
export function OrderConsents({ control, fetchKey }: { control: Control<ConsentValues>; fetchKey: number }) {
  const data = useLazyLoadQuery<OrderConsentsQuery>(
    graphql`
      query OrderConsentsQuery {
        consents(type: NewOrder, first: 100) {
          data {
            ...ConsentCheckboxes_consents
          }
        }
      }
    `,
    {},
    { fetchKey },
  );
  return (
    <ConsentCheckboxes
      consentsRef={data.consents.data}
      control={control}
      name="consents"
      requiredMessage="required"
    />
  );
}
