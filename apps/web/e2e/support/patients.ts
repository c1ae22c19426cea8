import type { Page } from '@playwright/test';

interface NewPatient {
  first_name: string;
  last_name: string;
  email: string;
  biological_sex: 'Female' | 'Male';
}

/**
 * A patient of the logged-in doctor, created through the API exactly as the new-patient wizard sends it
 * (the wizard itself has its own journey): keeps order journeys short.
 */
export async function createPatientThroughApi(page: Page, patient: NewPatient): Promise<string> {
  return page.evaluate(async (input) => {
    await fetch('/sanctum/csrf-cookie', { credentials: 'same-origin' });
    const token = decodeURIComponent(/(?:^|; )XSRF-TOKEN=([^;]+)/.exec(document.cookie)?.[1] ?? '');
    const graphql = async (query: string, variables: Record<string, unknown> = {}) => {
      const response = await fetch('/graphql', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json', 'x-xsrf-token': token, accept: 'application/json' },
        body: JSON.stringify({ query, variables }),
      });
      const body = (await response.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
      if (body.errors) throw new Error(JSON.stringify(body.errors));
      return body.data as Record<string, { data?: { id: string; required: boolean }[]; id?: string }>;
    };
    const consents = (
      await graphql('{ consents(type: NewPatient, first: 100) { data { id required } } }')
    ).consents
      .data!.filter((consent) => consent.required)
      .map((consent) => consent.id);
    const created = await graphql(
      'mutation ($input: CreatePatientInput!) { createPatient(input: $input) { id } }',
      {
        input: {
          ...input,
          salutation: input.biological_sex === 'Female' ? 'female' : 'male',
          phone_number: '6641234567',
          country_code: 'AT',
          address: 'Hauptplatz 1',
          zip_code: '8010',
          city: 'Graz',
          country: 'AT',
          date_of_birth: '1984-03-21',
          height: 168,
          weight: 62,
          acceptedConsents: { connect: consents },
        },
      },
    );
    return created.createPatient.id!;
  }, patient);
}
