import { Checkbox, FormGroup, HTMLSelect, InputGroup, Intent } from '@blueprintjs/core';
import { type ReactNode, useId } from 'react';
import {
  type Control,
  type FieldPath,
  type FieldValues,
  useController,
  type UseControllerProps,
} from 'react-hook-form';

interface FieldProps<T extends FieldValues, N extends FieldPath<T>> {
  control: Control<T>;
  name: N;
  label: ReactNode;
  rules?: UseControllerProps<T, N>['rules'];
  disabled?: boolean;
}

export function TextField<T extends FieldValues, N extends FieldPath<T>>({
  control,
  name,
  label,
  rules,
  disabled,
  type = 'text',
  autoComplete,
  helperText,
}: FieldProps<T, N> & {
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  helperText?: ReactNode;
}) {
  const id = useId();
  const { field, fieldState } = useController({ control, name, rules });
  const intent = fieldState.error ? Intent.DANGER : Intent.NONE;
  return (
    <FormGroup
      label={label}
      labelFor={id}
      intent={intent}
      helperText={fieldState.error?.message ?? helperText}
    >
      <InputGroup
        id={id}
        name={field.name}
        type={type}
        autoComplete={autoComplete}
        value={field.value ?? ''}
        onChange={field.onChange}
        onBlur={field.onBlur}
        inputRef={field.ref}
        intent={intent}
        disabled={disabled}
        aria-invalid={fieldState.error ? true : undefined}
      />
    </FormGroup>
  );
}

export interface Option {
  value: string;
  label: string;
}

export function SelectField<T extends FieldValues, N extends FieldPath<T>>({
  control,
  name,
  label,
  rules,
  disabled,
  options,
  placeholder,
}: FieldProps<T, N> & { options: readonly Option[]; placeholder?: string }) {
  const id = useId();
  const { field, fieldState } = useController({ control, name, rules });
  const intent = fieldState.error ? Intent.DANGER : Intent.NONE;
  return (
    <FormGroup label={label} labelFor={id} intent={intent} helperText={fieldState.error?.message}>
      <HTMLSelect
        id={id}
        name={field.name}
        value={field.value ?? ''}
        onChange={field.onChange}
        onBlur={field.onBlur}
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

export function CheckboxField<T extends FieldValues, N extends FieldPath<T>>({
  control,
  name,
  label,
  rules,
  disabled,
}: FieldProps<T, N>) {
  const { field, fieldState } = useController({ control, name, rules });
  return (
    <FormGroup intent={fieldState.error ? Intent.DANGER : Intent.NONE} helperText={fieldState.error?.message}>
      <Checkbox
        name={field.name}
        checked={Boolean(field.value)}
        onChange={(event) => field.onChange(event.currentTarget.checked)}
        onBlur={field.onBlur}
        inputRef={field.ref}
        disabled={disabled}
        labelElement={label}
      />
    </FormGroup>
  );
}
