import { type BloodValueLimits, fieldLock } from './bloodEntryRules';

/** A parameter of the entry form, as analysisParameters returns it. */
export interface EntryParameter extends BloodValueLimits {
  readonly id: string;
  readonly name: string;
  readonly formattedUnit?: string | null;
  readonly mostRecentResults: readonly { readonly valueDate: string }[];
}

/** The form as typed. Values are keyed `p<id>`: a bare numeric key would make react-hook-form build an array. */
export interface EntryValues {
  date: string;
  values: Record<string, string>;
}

export const valueKey = (parameterId: string) => `p${parameterId}`;

export interface EnteredValue {
  parameter: EntryParameter;
  value: string;
}

/** The values that will be saved: typed into a field that is open on the chosen date. */
export function enteredValues(
  parameters: readonly EntryParameter[],
  values: EntryValues['values'],
  date: string | null,
): EnteredValue[] {
  return parameters.flatMap((parameter) => {
    const value = (values[valueKey(parameter.id)] ?? '').trim();
    return value !== '' && fieldLock(date, parameter.mostRecentResults) === null
      ? [{ parameter, value }]
      : [];
  });
}

/** saveBloodResults' `values`, in the order of `entered`: the server's `values.<i>` paths point into it. */
export const valuesInput = (entered: readonly EnteredValue[]) =>
  entered.map(({ parameter, value }) => ({ analysisParameterId: parameter.id, value }));

/** Where a server validation message goes: `date` → the date field, `values.<i>[.value]` → that value's field. */
export function serverErrorFields(
  entered: readonly EnteredValue[],
): Record<string, `values.${string}` | 'date'> {
  const fields: Record<string, `values.${string}` | 'date'> = { date: 'date' };
  entered.forEach(({ parameter }, index) => {
    fields[`values.${index}`] = `values.${valueKey(parameter.id)}`;
    fields[`values.${index}.value`] = `values.${valueKey(parameter.id)}`;
  });
  return fields;
}
