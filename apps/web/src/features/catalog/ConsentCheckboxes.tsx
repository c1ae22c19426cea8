import { type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { IdCheckboxesField } from '../../forms/IdCheckboxesField';
import { useRules } from '../../forms/rules';
import { type ConsentCheckboxes_consents$key } from './__generated__/ConsentCheckboxes_consents.graphql';

interface Props<T extends FieldValues, N extends FieldPathByValue<T, string[]>> {
  consentsRef: ConsentCheckboxes_consents$key;
  control: Control<T>;
  /** Where the form keeps the ids of the accepted consents, e.g. `consents` or `account.consents`. */
  name: N;
  /** The message under an unticked required box; default 'Dies ist erforderlich'. */
  requiredMessage?: 'consentRequired' | 'required';
}

/** One box per consent text; required ones must be ticked ('Dies ist erforderlich', orders: 'Das ist ein Pflichtfeld'). */
export function ConsentCheckboxes<T extends FieldValues, N extends FieldPathByValue<T, string[]>>({
  consentsRef,
  control,
  name,
  requiredMessage = 'consentRequired',
}: Props<T, N>) {
  const { t, i18n } = useTranslation();
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
  const items = consents.map((consent) => ({
    id: consent.id,
    label: i18n.language === 'en' ? consent.en : consent.de,
    required: consent.required,
  }));
  return (
    <IdCheckboxesField
      control={control}
      name={name}
      items={items}
      requiredRule={
        requiredMessage === 'consentRequired'
          ? rules.consent
          : { validate: (ticked: boolean) => ticked || t('validation.required') }
      }
    />
  );
}
