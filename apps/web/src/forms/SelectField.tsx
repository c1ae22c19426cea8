import { FormGroup, HTMLSelect, Intent } from '@blueprintjs/core';
import { useId } from 'react';
import { type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { type FieldProps } from './fieldProps';

export interface Option {
  value: string;
  label: string;
}

interface SelectFieldProps<T extends FieldValues, N extends FieldPath<T>> extends FieldProps<T, N> {
  options: readonly Option[];
  /** The label of an empty first option; without it every option is a real choice. */
  placeholder?: string;
}

export function SelectField<T extends FieldValues, N extends FieldPath<T>>({
  control,
  name,
  label,
  rules,
  disabled,
  options,
  placeholder,
}: SelectFieldProps<T, N>) {
  const id = useId();
  const {
    field: { ref, ...field },
    fieldState,
  } = useController({ control, name, rules });
  const intent = fieldState.error ? Intent.DANGER : Intent.NONE;
  return (
    <FormGroup label={label} labelFor={id} intent={intent} helperText={fieldState.error?.message}>
      <HTMLSelect
        id={id}
        name={field.name}
        value={field.value ?? ''}
        onChange={field.onChange}
        onBlur={field.onBlur}
        ref={ref}
        disabled={disabled}
        fill
        aria-invalid={fieldState.error ? true : undefined}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </HTMLSelect>
    </FormGroup>
  );
}
