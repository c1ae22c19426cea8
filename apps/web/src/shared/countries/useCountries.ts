import { fetchQuery, graphql, useLazyLoadQuery, useRelayEnvironment } from 'react-relay';
import { createOperationDescriptor, getRequest, type IEnvironment } from 'relay-runtime';
import {
  type useCountriesQuery,
  type useCountriesQuery$data,
} from './__generated__/useCountriesQuery.graphql';

// Reference data that every country picker and table reads: fetched once per Relay environment (which is
// replaced when the user changes) and retained for its lifetime, so no screen query asks for it again.
// The fields are read by the callers of useCountries, not here.
/* eslint-disable relay/unused-fields */
const countriesQuery = graphql`
  query useCountriesQuery {
    countries(first: 250, orderBy: [{ column: PICKER }]) {
      data {
        id
        country_code
        dial_code
        name_de
        name_en
        is_shippable
      }
    }
  }
`;
/* eslint-enable relay/unused-fields */

export type Country = useCountriesQuery$data['countries']['data'][number];

const requested = new WeakSet<IEnvironment>();

/** Starts fetching the countries unless they are in the store or on their way; does not wait for them. */
export function loadCountries(environment: IEnvironment): void {
  if (requested.has(environment)) return;
  requested.add(environment);
  const operation = createOperationDescriptor(getRequest(countriesQuery), {});
  const retained = environment.retain(operation);
  fetchQuery<useCountriesQuery>(
    environment,
    countriesQuery,
    {},
    { fetchPolicy: 'store-or-network' },
  ).subscribe({
    // The screen that reads them shows the failure; the next one tries again.
    error: () => {
      retained.dispose();
      requested.delete(environment);
    },
  });
}

/**
 * Called by a screen beside its own query, so that the countries load in parallel with it instead of after it.
 */
export function useLoadCountries(): void {
  loadCountries(useRelayEnvironment());
}

/** The countries in picker order: Austria, Germany and Switzerland first, then by German name. */
export function useCountries(): readonly Country[] {
  useLoadCountries();
  return useLazyLoadQuery<useCountriesQuery>(countriesQuery, {}, { fetchPolicy: 'store-or-network' })
    .countries.data;
}

/** The name of a country in the language of the screen. */
export const countryName = (country: Pick<Country, 'name_de' | 'name_en'>, language: string): string =>
  language === 'en' ? country.name_en : country.name_de;
