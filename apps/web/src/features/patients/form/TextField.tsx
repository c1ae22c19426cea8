import { FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { useId } from 'react';
import { Controller, type FieldPath, type FieldValues, useFormContext } from 'react-hook-form';

interface Props<T extends FieldValues> {
  name: FieldPath<T>;
  label: string;
  validate?: (value: string) => string | true;
  readOnly?: boolean;
  helperText?: string;
  inputMode?: 'text' | 'numeric' | 'decimal' | 'email' | 'tel';
}

/** A text input bound to the surrounding form; the error message shows under it. */
export function TextField<T extends FieldValues>({
  name,
  label,
  validate,
  readOnly,
  helperText,
  inputMode,
}: Props<T>) {
  const id = useId();
  const { control } = useFormContext<T>();
  return (
    <Controller
      name={name}
      control={control}
      rules={{ validate: validate && ((value: unknown) => validate(typeof value === 'string' ? value : '')) }}
      render={({ field, fieldState }) => (
        <FormGroup
          label={label}
          labelFor={id}
          intent={fieldState.error ? Intent.DANGER : Intent.NONE}
          helperText={fieldState.error?.message ?? helperText}
        >
          <InputGroup
            id={id}
            name={field.name}
            value={typeof field.value === 'string' ? field.value : ''}
            onValueChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            readOnly={readOnly}
            inputMode={inputMode}
            intent={fieldState.error ? Intent.DANGER : Intent.NONE}
          />
        </FormGroup>
      )}
    />
  );
}
