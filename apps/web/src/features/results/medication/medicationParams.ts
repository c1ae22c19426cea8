import { PAGE_SIZE_OPTIONS } from '@portal/shared-types';
import { medicationSearchTerm } from './medicationResult';

// The API's default page of medication results.
export const MEDICATION_PAGE_SIZE = 20;

export interface MedicationParams {
  page: number;
  first: number;
  search: string;
}

const positiveInt = (value: string | null) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : null;
};

export function readMedicationParams(search: URLSearchParams): MedicationParams {
  const first = positiveInt(search.get('first'));
  return {
    page: positiveInt(search.get('page')) ?? 1,
    first:
      first !== null && (PAGE_SIZE_OPTIONS as readonly number[]).includes(first)
        ? first
        : MEDICATION_PAGE_SIZE,
    search: search.get('search') ?? '',
  };
}

/** The query's variables: a search shorter than 2 characters is not sent (the whole list shows). */
export function medicationQueryVariables(patientId: string, params: MedicationParams) {
  return {
    patient_id: patientId,
    search: medicationSearchTerm(params.search),
    first: params.first,
    page: params.page,
  };
}
