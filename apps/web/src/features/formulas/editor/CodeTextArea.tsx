import { Classes, FormGroup, Intent, TextArea } from '@blueprintjs/core';
import { type ReactNode, type Ref, useId } from 'react';

interface Props {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  textAreaRef: Ref<HTMLTextAreaElement>;
  intent: Intent;
  /** The field's error, or the feedback shown under it. */
  helperText: ReactNode;
  rows: number;
  placeholder?: string;
}

/** A monospace text area with its label and feedback: the formula and the JSON test inputs. */
export function CodeTextArea({
  label,
  value,
  onChange,
  onBlur,
  textAreaRef,
  intent,
  helperText,
  rows,
  placeholder,
}: Props) {
  const id = useId();
  return (
    <FormGroup label={label} labelFor={id} intent={intent} helperText={helperText}>
      <TextArea
        id={id}
        className={Classes.MONOSPACE_TEXT}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        inputRef={textAreaRef}
        intent={intent}
        rows={rows}
        placeholder={placeholder}
        spellCheck={false}
        fill
        aria-invalid={intent === Intent.DANGER ? true : undefined}
      />
    </FormGroup>
  );
}
