import { type Control } from 'react-hook-form';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { ConsentCheckboxes } from '../../../catalog/ConsentCheckboxes';
import { type OrderConsentsQuery } from './__generated__/OrderConsentsQuery.graphql';

export interface ConsentValues {
  consents: string[];
}

/**
 * The NewOrder consents this order needs, as the server decides them (the genetic-testing consent only
 * when the order holds a DNA analysis); unticked required ones say 'Das ist ein Pflichtfeld' on submit.
 */
export function OrderConsents({
  orderId,
  control,
  fetchKey,
}: {
  orderId: string;
  control: Control<ConsentValues>;
  fetchKey: number;
}) {
  const data = useLazyLoadQuery<OrderConsentsQuery>(
    graphql`
      query OrderConsentsQuery($id: ID!) {
        order(id: $id) {
          requiredConsents {
            ...ConsentCheckboxes_consents
          }
        }
      }
    `,
    { id: orderId },
    { fetchKey, fetchPolicy: 'network-only' },
  );
  return (
    <ConsentCheckboxes
      consentsRef={data.order.requiredConsents}
      control={control}
      name="consents"
      requiredMessage="required"
    />
  );
}
