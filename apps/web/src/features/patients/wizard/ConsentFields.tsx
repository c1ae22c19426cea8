import { Checkbox, FormGroup, Intent } from '@blueprintjs/core';
import { ValidationMessage } from '@portal/shared-types';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { type ConsentFields_consents$key } from './__generated__/ConsentFields_consents.graphql';
import { consentKey, type NewPatientValues } from './newPatientValues';

/** The NewPatient consents; required ones must be ticked ('Dies ist erforderlich'). */
export function ConsentFields({ consentsRef }: { consentsRef: ConsentFields_consents$key }) {
  const { t, i18n } = useTranslation();
  const { control } = useFormContext<NewPatientValues>();
  const consents = useFragment(
    graphql`
      fragment ConsentFields_consents on ConsentPaginator {
        data {
          id
          de
          en
          required
        }
      }
    `,
    consentsRef,
  );
  return (
    <FormGroup label={t('patients.wizard.consents')}>
      {consents.data.map((consent) => (
        <Controller
          key={consent.id}
          control={control}
          name={`consents.${consentKey(consent.id)}`}
          defaultValue={false}
          rules={{
            validate: (ticked) => !consent.required || ticked === true || ValidationMessage.consentRequired,
          }}
          render={({ field, fieldState }) => (
            <FormGroup
              intent={fieldState.error ? Intent.DANGER : Intent.NONE}
              helperText={fieldState.error?.message}
            >
              <Checkbox
                checked={field.value === true}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
                inputRef={field.ref}
                label={i18n.language === 'en' ? consent.en : consent.de}
              />
            </FormGroup>
          )}
        />
      ))}
    </FormGroup>
  );
}
