import { useEffect, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { type useOperatorQuery, type useOperatorQuery$data } from './__generated__/useOperatorQuery.graphql';

export type Operator = useOperatorQuery$data['operator'];

// The hook hands the whole operator to its callers (legal pages, contact lines): every field is used there.
/* eslint-disable relay/unused-fields */
const operatorQuery = graphql`
  query useOperatorQuery {
    operator {
      name
      street
      postalCode
      city
      country
      register
      managingDirectors
      vatId
      email
      phone
      dpoName
      dpoEmail
      supportEmail
      supportPhone
    }
  }
`;
/* eslint-enable relay/unused-fields */

/**
 * The operator of the portal (support contact, legal pages) from the API's configuration; null until it
 * has loaded. Does not suspend, so a contact line never holds up the screen around it.
 */
export function useOperator(): Operator | null {
  const environment = useRelayEnvironment();
  const [operator, setOperator] = useState<Operator | null>(null);
  useEffect(() => {
    const subscription = fetchQuery<useOperatorQuery>(
      environment,
      operatorQuery,
      {},
      { fetchPolicy: 'store-or-network' },
    ).subscribe({
      next: (data) => setOperator(data.operator),
      error: () => {
        // Told by the error catalogue; the contact line stays empty.
      },
    });
    return () => subscription.unsubscribe();
  }, [environment]);
  return operator;
}

/** A phone number as a `tel:` link wants it: digits and a leading +. */
export const dialable = (phone: string) => phone.replace(/[^\d+]/g, '');
