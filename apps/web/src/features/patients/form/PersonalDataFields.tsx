import { Callout, Checkbox, H5, Intent } from '@blueprintjs/core';
import { SALUTATIONS } from '@portal/shared-types';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../forms/SelectField';
import { TextField } from '../../../forms/TextField';
import { useRules } from '../../../forms/rules';
import { type Country, countryName, useCountries } from '../../../shared/countries/useCountries';
import { SEXES } from '../lifestyle/questionnaire';
import { isUnderAgeInput, type PatientFormValues } from './patientForm';

interface Props {
  readOnly?: boolean;
}

/** The patient's personal data, shared by the new-patient wizard and the personal-info tab. */
export function PersonalDataFields({ readOnly = false }: Props) {
  const { t, i18n } = useTranslation();
  const { control } = useFormContext<PatientFormValues>();
  const shippingFlag = useController({ control, name: 'hasShippingAddress' }).field;
  const countries = useCountries();
  const [birthDate, hasShippingAddress] = useWatch({ control, name: ['birthDate', 'hasShippingAddress'] });
  const { title, patient: rules } = useRules();
  const nameOf = (country: Country) => countryName(country, i18n.language);
  const countryOptions = countries.map((c) => ({ value: c.country_code, label: nameOf(c) }));
  const dialOptions = countries.map((c) => ({
    value: c.country_code,
    label: `${nameOf(c)} (${c.dial_code})`,
  }));
  const shippableOptions = countries
    .filter((c) => c.is_shippable)
    .map((c) => ({ value: c.id, label: nameOf(c) }));
  const none = t('patients.form.chooseCountry');

  return (
    <div className="patient-fields">
      <SelectField
        control={control}
        name="salutation"
        label={t('patients.form.salutation')}
        placeholder=""
        disabled={readOnly}
        rules={rules.choice}
        options={SALUTATIONS.map((value) => ({ value, label: t(`patients.form.salutations.${value}`) }))}
      />
      <TextField
        control={control}
        name="title"
        label={t('patients.form.title')}
        rules={title}
        readOnly={readOnly}
      />
      <TextField
        control={control}
        name="firstName"
        label={t('patients.form.firstName')}
        rules={rules.name}
        readOnly={readOnly}
      />
      <TextField
        control={control}
        name="lastName"
        label={t('patients.form.lastName')}
        rules={rules.name}
        readOnly={readOnly}
      />
      <TextField
        control={control}
        name="email"
        label={t('patients.form.email')}
        rules={rules.email}
        readOnly={readOnly}
        inputMode="email"
      />
      <SelectField
        control={control}
        name="countryCode"
        label={t('patients.form.countryCode')}
        disabled={readOnly}
        options={dialOptions}
      />
      <TextField
        control={control}
        name="phoneNumber"
        label={t('patients.form.phoneNumber')}
        rules={rules.phoneNumber}
        readOnly={readOnly}
        inputMode="tel"
      />
      <TextField
        control={control}
        name="birthDate"
        label={t('patients.form.dateOfBirth')}
        helperText={t('patients.form.dateOfBirthHint')}
        rules={rules.birthDate}
        readOnly={readOnly}
      />
      {isUnderAgeInput(birthDate) && <Callout intent={Intent.WARNING}>{t('patients.form.underAge')}</Callout>}
      <SelectField
        control={control}
        name="sex"
        label={t('patients.form.sex')}
        placeholder=""
        disabled={readOnly}
        rules={rules.choice}
        options={SEXES.map((value) => ({
          value,
          label: t(`patients.form.sexes.${value}`),
        }))}
      />
      <TextField
        control={control}
        name="height"
        label={t('patients.form.height')}
        rules={rules.height}
        readOnly={readOnly}
        inputMode="numeric"
      />
      <TextField
        control={control}
        name="weight"
        label={t('patients.form.weight')}
        rules={rules.weight}
        readOnly={readOnly}
        inputMode="decimal"
      />
      <TextField
        control={control}
        name="address"
        label={t('patients.form.address')}
        rules={rules.address}
        readOnly={readOnly}
      />
      <TextField
        control={control}
        name="postalCode"
        label={t('patients.form.postalCode')}
        rules={rules.postalCode}
        readOnly={readOnly}
      />
      <TextField
        control={control}
        name="city"
        label={t('patients.form.city')}
        rules={rules.city}
        readOnly={readOnly}
      />
      <SelectField
        control={control}
        name="country"
        label={t('patients.form.country')}
        disabled={readOnly}
        rules={rules.choice}
        options={countryOptions}
      />
      {countries.length === 0 && <Callout intent={Intent.WARNING}>{t('patients.form.noCountries')}</Callout>}
      <Checkbox
        checked={shippingFlag.value}
        onChange={(event) => shippingFlag.onChange(event.currentTarget.checked)}
        disabled={readOnly}
        label={t('patients.form.differentShipping')}
      />
      {hasShippingAddress && (
        <fieldset className="patient-shipping">
          <H5>{t('patients.form.shippingTitle')}</H5>
          <TextField
            control={control}
            name="shippingAddress.address"
            label={t('patients.form.address')}
            rules={rules.address}
            readOnly={readOnly}
          />
          <TextField
            control={control}
            name="shippingAddress.postalCode"
            label={t('patients.form.postalCode')}
            rules={rules.postalCode}
            readOnly={readOnly}
          />
          <TextField
            control={control}
            name="shippingAddress.city"
            label={t('patients.form.city')}
            rules={rules.city}
            readOnly={readOnly}
          />
          <SelectField
            control={control}
            name="shippingAddress.countryId"
            label={t('patients.form.country')}
            placeholder={none}
            disabled={readOnly}
            rules={rules.choice}
            options={shippableOptions}
          />
        </fieldset>
      )}
    </div>
  );
}
