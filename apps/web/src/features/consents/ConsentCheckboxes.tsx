import { type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { CheckboxField } from '../../forms/CheckboxField';
import { useRules } from '../../forms/rules';
import { consentKey } from './consentValues';
import { type ConsentCheckboxes_consents$key } from './__generated__/ConsentCheckboxes_consents.graphql';

interface Props<T extends FieldValues> {
  consentsRef: ConsentCheckboxes_consents$key;
  control: Control<T>;
  /** The form object that holds the boxes, e.g. `consents` or `account.consents`. */
  name?: string;
}

/** One box per consent text; required ones must be ticked ('Dies ist erforderlich'). */
export function ConsentCheckboxes<T extends FieldValues>({
  consentsRef,
  control,
  name = 'consents',
}: Props<T>) {
  const { i18n } = useTranslation();
  const rules = useRules();
  const consents = useFragment(
    graphql`
      fragment ConsentCheckboxes_consents on Consent @relay(plural: true) {
        id
        de
        en
        required
      }
    `,
    consentsRef,
  );
  return (
    <>
      {consents.map((consent) => (
        <CheckboxField
          key={consent.id}
          control={control}
          name={`${name}.${consentKey(consent.id)}` as FieldPath<T>}
          label={i18n.language === 'en' ? consent.en : consent.de}
          rules={consent.required ? (rules.consent as never) : undefined}
        />
      ))}
    </>
  );
}
