import { Intent } from '@blueprintjs/core';
import { type Ref, useCallback, useImperativeHandle, useLayoutEffect, useRef } from 'react';
import { type Control, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CapWarningCallout } from './CapWarningCallout';
import { CodeTextArea } from './CodeTextArea';
import { FormulaCheckFeedback } from './FormulaCheckFeedback';
import { type FormulaTemplateValues } from './formulaTemplateValues';
import { insertText } from './insertText';
import { type FormulaCheck, useFormulaCheck } from './useFormulaCheck';

export interface FormulaFieldHandle {
  /** Puts `text` in place of the formula's selection (at the cursor) and puts the cursor after it. */
  insert(text: string): void;
}

interface Props {
  control: Control<FormulaTemplateValues>;
  /** The test inputs the live check runs the formula with (null: none). */
  testInput: string | null;
  /** The chosen micronutrient: the live check then warns when the formula can exceed its maximum dose. */
  micronutrientId: string | null;
  ref: Ref<FormulaFieldHandle>;
}

const checkIntent = (check: FormulaCheck): Intent =>
  check.state !== 'checked' ? Intent.NONE : check.outcome.kind === 'refused' ? Intent.DANGER : Intent.SUCCESS;

/** The formula in a monospace text area, checked by the API while the admin types. */
export function FormulaField({ control, testInput, micronutrientId, ref }: Props) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({
    control,
    name: 'formula',
    rules: { validate: (value: string) => value.trim() !== '' || t('validation.required') },
  });
  const check = useFormulaCheck(field.value, testInput, micronutrientId);
  const textArea = useRef<HTMLTextAreaElement | null>(null);
  const caret = useRef<number | null>(null);
  const { ref: registerField } = field;
  const textAreaRef = useCallback(
    (element: HTMLTextAreaElement | null) => {
      textArea.current = element;
      registerField(element);
    },
    [registerField],
  );

  useImperativeHandle(
    ref,
    () => ({
      insert(text: string) {
        const value = field.value;
        const start = textArea.current?.selectionStart ?? value.length;
        const end = textArea.current?.selectionEnd ?? value.length;
        const inserted = insertText(value, start, end, text);
        caret.current = inserted.caret;
        field.onChange(inserted.text);
      },
    }),
    [field],
  );

  // After an insert has rendered: the cursor goes behind the inserted name, ready to type on.
  useLayoutEffect(() => {
    if (caret.current === null || textArea.current === null) return;
    textArea.current.focus();
    textArea.current.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  }, [field.value]);

  const capWarning =
    check.state === 'checked' && check.outcome.kind === 'ran' ? check.outcome.capWarning : null;
  return (
    <>
      <CodeTextArea
        label={t('formulaTool.editor.formula')}
        value={field.value}
        onChange={field.onChange}
        onBlur={field.onBlur}
        textAreaRef={textAreaRef}
        intent={fieldState.error ? Intent.DANGER : checkIntent(check)}
        helperText={fieldState.error?.message ?? <FormulaCheckFeedback check={check} />}
        rows={8}
      />
      {capWarning && <CapWarningCallout warning={capWarning} />}
    </>
  );
}
