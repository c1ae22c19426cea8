import { Button, Intent } from '@blueprintjs/core';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { toast } from '../../app/toast/toast';
import { OfficeFields } from '../office/OfficeFields';
import {
  addressOf,
  billingAddressOf,
  billingDetailsOf,
  contactDetailsOf,
  type OfficeForm,
} from '../office/officeValues';
import { type OfficeFields_countries$key } from '../office/__generated__/OfficeFields_countries.graphql';
import { officeFormValues } from './officeFormValues';
import { useUpsertMedicalCenterMutation } from './useUpsertMedicalCenterMutation';
import { type OfficeTab_medicalCenter$key } from './__generated__/OfficeTab_medicalCenter.graphql';

interface Props {
  userId: string;
  medicalCenterRef: OfficeTab_medicalCenter$key | null;
  countriesRef: OfficeFields_countries$key;
  onDirtyChange: (dirty: boolean) => void;
}

export function OfficeTab({ userId, medicalCenterRef, countriesRef, onDirtyChange }: Props) {
  const { t } = useTranslation();
  const center = useFragment(
    graphql`
      fragment OfficeTab_medicalCenter on MedicalCenter {
        id
        name
        address {
          id
          address
          zip_code
          city
          country_code
        }
        billingAddress {
          address
          zip_code
          city
          country
        }
        billingDetails {
          account_holder
          iban
          bic
          vat_no
        }
        contactDetails {
          email
          country_code
          phone_number
        }
      }
    `,
    medicalCenterRef,
  );
  const [upsertMedicalCenter, saving] = useUpsertMedicalCenterMutation();
  const { control, handleSubmit, reset, formState } = useForm<OfficeForm>({
    defaultValues: { office: officeFormValues(center) },
  });
  useEffect(() => onDirtyChange(formState.isDirty), [formState.isDirty, onDirtyChange]);

  const onSubmit = handleSubmit(async ({ office }) => {
    try {
      await upsertMedicalCenter({
        input: {
          id: center?.id ?? null,
          user_id: userId,
          name: office.name.trim(),
          medicalCenterAddress: addressOf(office),
          medicalCenterBillingAddress: billingAddressOf(office),
          medicalCenterBillingDetails: billingDetailsOf(office),
          medicalCenterContactDetails: contactDetailsOf(office),
        },
      });
      reset({ office });
      toast.success(t('notifications.officeUpdated'));
    } catch {
      // Told by the error catalogue.
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <OfficeFields control={control} countriesRef={countriesRef} />
      <Button
        type="submit"
        intent={Intent.PRIMARY}
        loading={saving}
        disabled={!formState.isDirty}
        text={t('account.save')}
      />
    </form>
  );
}
