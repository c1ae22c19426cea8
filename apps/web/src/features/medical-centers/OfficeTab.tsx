import { Button, Intent } from '@blueprintjs/core';
import { PRACTICE_TAX_STATUSES, type PracticeTaxStatus } from '@portal/shared-types';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { toast } from '../../shared/toast/toast';
import { showValidationErrors } from '../../forms/serverErrors';
import { OfficeFields } from './OfficeFields';
import {
  addressOf,
  billingAddressOf,
  billingDetailsOf,
  contactDetailsOf,
  emptyOffice,
  type OfficeForm,
  type OfficeValues,
  taxDetailsOf,
} from './officeValues';
import { useUpsertMedicalCenterMutation } from './useUpsertMedicalCenterMutation';
import {
  type OfficeTab_medicalCenter$data,
  type OfficeTab_medicalCenter$key,
} from './__generated__/OfficeTab_medicalCenter.graphql';

// Where the server's validation paths of upsertMedicalCenter land in the form.
const officeValidationFields = {
  'input.name': 'office.name',
  'input.medicalCenterAddress.address': 'office.address',
  'input.medicalCenterAddress.zip_code': 'office.zip_code',
  'input.medicalCenterAddress.city': 'office.city',
  'input.medicalCenterAddress.country_code': 'office.country_code',
  'input.medicalCenterBillingAddress.address': 'office.billing_address',
  'input.medicalCenterBillingAddress.zip_code': 'office.billing_zip_code',
  'input.medicalCenterBillingAddress.city': 'office.billing_city',
  'input.medicalCenterBillingDetails.account_holder': 'office.account_holder',
  'input.medicalCenterBillingDetails.iban': 'office.iban',
  'input.medicalCenterBillingDetails.bic': 'office.bic',
  'input.medicalCenterBillingDetails.vat_no': 'office.vat_no',
  'input.medicalCenterTaxDetails.tax_status': 'office.tax_status',
  'input.medicalCenterTaxDetails.tax_number': 'office.tax_number',
  'input.medicalCenterTaxDetails.vat_no': 'office.vat_no',
  'input.medicalCenterContactDetails.email': 'office.email',
  'input.medicalCenterContactDetails.phone_number': 'office.phone_number',
} as const;

interface Props {
  userId: string;
  medicalCenterRef: OfficeTab_medicalCenter$key | null;
  onDirtyChange: (dirty: boolean) => void;
}

export function OfficeTab({ userId, medicalCenterRef, onDirtyChange }: Props) {
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
        taxDetails {
          tax_status
          tax_number
          vat_no
        }
      }
    `,
    medicalCenterRef,
  );
  const [upsertMedicalCenter, saving] = useUpsertMedicalCenterMutation();
  const { control, handleSubmit, reset, setError, formState } = useForm<OfficeForm>({
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
          medicalCenterTaxDetails: taxDetailsOf(office),
        },
      });
      reset({ office });
      toast.success(t('notifications.officeUpdated'));
    } catch (error) {
      showValidationErrors(error, setError, officeValidationFields);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <OfficeFields control={control} taxDetails />
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

const isPracticeTaxStatus = (value: string | null | undefined): value is PracticeTaxStatus =>
  (PRACTICE_TAX_STATUSES as readonly string[]).includes(value ?? '');

/** The form of the stored practice; a user without one starts from the empty form. */
function officeFormValues(center: OfficeTab_medicalCenter$data | null | undefined): OfficeValues {
  if (!center) return emptyOffice;
  const { address, billingAddress, billingDetails, contactDetails, taxDetails } = center;
  return {
    ...emptyOffice,
    name: center.name,
    address: address?.address ?? '',
    zip_code: address?.zip_code ?? '',
    city: address?.city ?? '',
    country_code: address?.country_code ?? emptyOffice.country_code,
    hasBillingAddress: billingAddress != null,
    billing_address: billingAddress?.address ?? '',
    billing_zip_code: billingAddress?.zip_code ?? '',
    billing_city: billingAddress?.city ?? '',
    billing_country: billingAddress?.country ?? '',
    account_holder: billingDetails.account_holder ?? '',
    iban: billingDetails.iban ?? '',
    bic: billingDetails.bic ?? '',
    vat_no: billingDetails.vat_no ?? '',
    tax_status: isPracticeTaxStatus(taxDetails.tax_status) ? taxDetails.tax_status : '',
    tax_number: taxDetails.tax_number ?? '',
    email: contactDetails.email ?? '',
    dial_country_code: contactDetails.country_code ?? emptyOffice.dial_country_code,
    phone_number: contactDetails.phone_number ?? '',
  };
}
