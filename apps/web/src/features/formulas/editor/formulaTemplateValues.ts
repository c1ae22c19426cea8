import { type Path } from 'react-hook-form';
import { type useUpsertFormulaTemplateMutation$variables } from './__generated__/useUpsertFormulaTemplateMutation.graphql';

export type FormulaTemplateInput = useUpsertFormulaTemplateMutation$variables['input'];

/** The editor's form: what the admin types, as typed. */
export interface FormulaTemplateValues {
  name: string;
  micronutrient_id: string;
  sort_order: string;
  formula: string;
  test_input_value: string;
}

export const newFormulaTemplateValues: FormulaTemplateValues = {
  name: '',
  micronutrient_id: '',
  sort_order: '',
  formula: '',
  test_input_value: '',
};

export const isSortOrder = (text: string): boolean => /^\d{1,9}$/.test(text.trim()) || text.trim() === '';

/** Empty, or a JSON object of input name → number (what the API's test run reads). */
export function isTestInput(text: string): boolean {
  if (text.trim() === '') return true;
  try {
    const parsed: unknown = JSON.parse(text);
    return (
      typeof parsed === 'object' &&
      parsed !== null &&
      !Array.isArray(parsed) &&
      Object.values(parsed).every((value) => typeof value === 'number')
    );
  } catch {
    return false;
  }
}

/** The test input to send: null when there is none or it is not a valid JSON object yet. */
export const testInputOrNull = (text: string): string | null =>
  text.trim() !== '' && isTestInput(text) ? text.trim() : null;

export function formulaTemplateInput(values: FormulaTemplateValues, id?: string): FormulaTemplateInput {
  const sortOrder = values.sort_order.trim();
  return {
    ...(id === undefined ? {} : { id }),
    name: values.name.trim(),
    formula: values.formula,
    micronutrient_id: values.micronutrient_id,
    test_input_value: testInputOrNull(values.test_input_value),
    ...(sortOrder === '' ? {} : { sort_order: Number(sortOrder) }),
  };
}

// The API's validation paths → the form's fields.
export const formulaTemplateErrorFields = {
  'input.name': 'name',
  'input.micronutrient_id': 'micronutrient_id',
  'input.sort_order': 'sort_order',
  'input.formula': 'formula',
  'input.test_input_value': 'test_input_value',
} as const satisfies Record<string, Path<FormulaTemplateValues>>;
