import { FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { type HTMLAttributes, type ReactNode, useId } from 'react';
import { type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { type FieldProps } from './fieldProps';

interface TextFieldProps<T extends FieldValues, N extends FieldPath<T>> extends FieldProps<T, N> {
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  readOnly?: boolean;
  /** Shown under the input while it has no error. */
  helperText?: ReactNode;
}

export function TextField<T extends FieldValues, N extends FieldPath<T>>({
  control,
  name,
  label,
  rules,
  disabled,
  type = 'text',
  autoComplete,
  inputMode,
  readOnly,
  helperText,
}: TextFieldProps<T, N>) {
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
        inputMode={inputMode}
        value={field.value ?? ''}
        onChange={field.onChange}
        onBlur={field.onBlur}
        inputRef={field.ref}
        intent={intent}
        disabled={disabled}
        readOnly={readOnly}
        aria-invalid={fieldState.error ? true : undefined}
      />
    </FormGroup>
  );
}
