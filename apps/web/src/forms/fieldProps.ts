import { type ReactNode } from 'react';
import { type Control, type FieldPath, type FieldValues, type UseControllerProps } from 'react-hook-form';

/** What every field of the kit takes: the form's control, the field's path, its label and its rules. */
export interface FieldProps<T extends FieldValues, N extends FieldPath<T>> {
  control: Control<T>;
  name: N;
  label: ReactNode;
  rules?: UseControllerProps<T, N>['rules'];
  disabled?: boolean;
}
