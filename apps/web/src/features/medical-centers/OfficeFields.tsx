import { Callout, H4, Intent, Switch } from '@blueprintjs/core';
import { PRACTICE_TAX_STATUSES } from '@portal/shared-types';
import { useMemo } from 'react';
import { type Control, useController, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type Option, SelectField } from '../../forms/SelectField';
import { TextField } from '../../forms/TextField';
import { useRules } from '../../forms/rules';
import { countryName, useCountries } from '../../shared/countries/useCountries';
import { missesBillingDetails, type OfficeForm, taxFieldViolation } from './officeValues';

/**
 * Practice name, address, optional billing address, billing details and contact details; with `taxDetails`
 * (the office tab) also the tax status, Steuernummer and USt-IdNr the Gutschriften need (issue 31).
 */
export function OfficeFields({
  control,
  taxDetails = false,
}: {
  control: Control<OfficeForm>;
  taxDetails?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const rules = useRules();
  const countries = useCountries();
  const [countryOptions, dialOptions] = useMemo(() => {
    const name = (c: (typeof countries)[number]) => countryName(c, i18n.language);
    const byName: Option[] = countries.map((c) => ({ value: c.country_code, label: name(c) }));
    const byDial: Option[] = countries.map((c) => ({
      value: c.country_code,
      label: `${c.dial_code} (${name(c)})`,
    }));
    return [byName, byDial];
  }, [countries, i18n.language]);
  const { field: billingToggle } = useController({ control, name: 'office.hasBillingAddress' });
  const [accountHolder, iban] = useWatch({ control, name: ['office.account_holder', 'office.iban'] });
  const taxStatusOptions = useMemo(
    () =>
      PRACTICE_TAX_STATUSES.map((status) => ({ value: status, label: t(`profile.taxStatuses.${status}`) })),
    [t],
  );
  // Each tax field words the rule it breaks given the other two (the server checks the same rule).
  const taxRule = (field: 'tax_number' | 'vat_no') => ({
    validate: (_: unknown, values: OfficeForm) => {
      const rule = taxFieldViolation(values.office, field);
      return rule ? t(`validation.${rule}`) : true;
    },
    deps: [field === 'vat_no' ? ('office.tax_number' as const) : ('office.vat_no' as const)],
  });

  return (
    <>
      <TextField
        control={control}
        name="office.name"
        label={t('profile.officeName')}
        rules={rules.officeName}
      />
      <TextField
        control={control}
        name="office.address"
        label={t('profile.address')}
        autoComplete="street-address"
        rules={rules.address}
      />
      <div className="form-row">
        <TextField
          control={control}
          name="office.zip_code"
          label={t('profile.zipCode')}
          autoComplete="postal-code"
          rules={rules.zipCode}
        />
        <TextField
          control={control}
          name="office.city"
          label={t('profile.city')}
          autoComplete="address-level2"
          rules={rules.city}
        />
        <SelectField
          control={control}
          name="office.country_code"
          label={t('profile.country')}
          options={countryOptions}
          rules={rules.country}
        />
      </div>
      <Switch
        checked={billingToggle.value}
        onChange={(event) => billingToggle.onChange(event.currentTarget.checked)}
        label={t('profile.differentBillingAddress')}
      />
      {billingToggle.value && (
        <>
          <H4>{t('profile.billingAddress')}</H4>
          <TextField
            control={control}
            name="office.billing_address"
            label={t('profile.address')}
            rules={rules.optionalAddress}
          />
          <div className="form-row">
            <TextField
              control={control}
              name="office.billing_zip_code"
              label={t('profile.zipCode')}
              rules={rules.optionalZipCode}
            />
            <TextField
              control={control}
              name="office.billing_city"
              label={t('profile.city')}
              rules={rules.optionalCity}
            />
            <SelectField
              control={control}
              name="office.billing_country"
              label={t('profile.country')}
              options={countryOptions}
              placeholder={t('profile.select')}
            />
          </div>
        </>
      )}
      <H4>{t('profile.billingDetails')}</H4>
      {missesBillingDetails({ account_holder: accountHolder, iban }) && (
        <Callout intent={Intent.WARNING} className="form-callout">
          {t('validation.billingDetailsHint')}
        </Callout>
      )}
      <div className="form-row">
        <TextField
          control={control}
          name="office.account_holder"
          label={t('profile.accountHolder')}
          rules={rules.accountHolder}
        />
        <TextField control={control} name="office.iban" label={t('profile.iban')} rules={rules.iban} />
      </div>
      <div className="form-row">
        <TextField control={control} name="office.bic" label={t('profile.bic')} rules={rules.bic} />
        {!taxDetails && (
          <TextField control={control} name="office.vat_no" label={t('profile.vatNo')} rules={rules.vatNo} />
        )}
      </div>
      {taxDetails && (
        <>
          <H4>{t('profile.taxDetails')}</H4>
          <SelectField
            control={control}
            name="office.tax_status"
            label={t('profile.taxStatus')}
            options={taxStatusOptions}
            placeholder={t('profile.select')}
            rules={{ deps: ['office.tax_number', 'office.vat_no'] }}
          />
          <div className="form-row">
            <TextField
              control={control}
              name="office.tax_number"
              label={t('profile.taxNumber')}
              rules={taxRule('tax_number')}
            />
            <TextField
              control={control}
              name="office.vat_no"
              label={t('profile.vatNo')}
              rules={taxRule('vat_no')}
            />
          </div>
        </>
      )}
      <H4>{t('profile.contactDetails')}</H4>
      <TextField
        control={control}
        name="office.email"
        label={t('profile.officeEmail')}
        type="email"
        rules={rules.email}
      />
      <div className="form-row">
        <SelectField
          control={control}
          name="office.dial_country_code"
          label={t('profile.dialCode')}
          options={dialOptions}
          rules={rules.dialCode}
        />
        <TextField
          control={control}
          name="office.phone_number"
          label={t('profile.phoneNumber')}
          autoComplete="tel-national"
          rules={rules.phoneNumber}
        />
      </div>
    </>
  );
}
