import { Callout, Checkbox, H5, Intent } from '@blueprintjs/core';
import { SALUTATIONS } from '@portal/shared-types';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { type PersonalDataFields_countries$key } from './__generated__/PersonalDataFields_countries.graphql';
import { isUnderAgeInput, type PatientFormValues, patientRules } from './patientForm';
import { SelectField } from './SelectField';
import { TextField } from './TextField';

interface Props {
  countriesRef: PersonalDataFields_countries$key;
  readOnly?: boolean;
}

type Field = typeof TextField<PatientFormValues>;
const Text: Field = TextField;
const Select: typeof SelectField<PatientFormValues> = SelectField;

/** The patient's personal data, shared by the new-patient wizard and the personal-info tab. */
export function PersonalDataFields({ countriesRef, readOnly = false }: Props) {
  const { t, i18n } = useTranslation();
  const { control } = useFormContext<PatientFormValues>();
  const shippingFlag = useController({ control, name: 'hasShippingAddress' }).field;
  const countries = useFragment(
    graphql`
      fragment PersonalDataFields_countries on CountryPaginator {
        data {
          id
          country_code
          dial_code
          name_de
          name_en
          is_shippable
        }
      }
    `,
    countriesRef,
  );
  const [birthDate, hasShippingAddress] = useWatch({ control, name: ['birthDate', 'hasShippingAddress'] });
  const rules = patientRules({
    birthDate: t('patients.form.errors.birthDate'),
    height: t('patients.form.errors.height'),
    weight: t('patients.form.errors.weight'),
    phone: t('patients.form.errors.phone'),
  });
  const nameOf = (country: (typeof countries.data)[number]) =>
    i18n.language === 'en' ? country.name_en : country.name_de;
  const countryOptions = countries.data.map((c) => ({ value: c.country_code, label: nameOf(c) }));
  const dialOptions = countries.data.map((c) => ({
    value: c.country_code,
    label: `${nameOf(c)} (${c.dial_code})`,
  }));
  const shippableOptions = countries.data
    .filter((c) => c.is_shippable)
    .map((c) => ({ value: c.id, label: nameOf(c) }));
  const none = t('patients.form.chooseCountry');

  return (
    <div className="patient-fields">
      <Select
        name="salutation"
        label={t('patients.form.salutation')}
        placeholder=""
        disabled={readOnly}
        validate={rules.choice}
        options={SALUTATIONS.map((value) => ({ value, label: t(`patients.form.salutations.${value}`) }))}
      />
      <Text name="title" label={t('patients.form.title')} validate={rules.title} readOnly={readOnly} />
      <Text
        name="firstName"
        label={t('patients.form.firstName')}
        validate={rules.firstName}
        readOnly={readOnly}
      />
      <Text
        name="lastName"
        label={t('patients.form.lastName')}
        validate={rules.lastName}
        readOnly={readOnly}
      />
      <Text
        name="email"
        label={t('patients.form.email')}
        validate={rules.email}
        readOnly={readOnly}
        inputMode="email"
      />
      <Select
        name="countryCode"
        label={t('patients.form.countryCode')}
        disabled={readOnly}
        options={dialOptions}
      />
      <Text
        name="phoneNumber"
        label={t('patients.form.phoneNumber')}
        validate={rules.phoneNumber}
        readOnly={readOnly}
        inputMode="tel"
      />
      <Text
        name="birthDate"
        label={t('patients.form.dateOfBirth')}
        helperText={t('patients.form.dateOfBirthHint')}
        validate={rules.birthDate}
        readOnly={readOnly}
      />
      {isUnderAgeInput(birthDate) && <Callout intent={Intent.WARNING}>{t('patients.form.underAge')}</Callout>}
      <Select
        name="sex"
        label={t('patients.form.sex')}
        placeholder=""
        disabled={readOnly}
        validate={rules.choice}
        options={(['Female', 'Male'] as const).map((value) => ({
          value,
          label: t(`patients.form.sexes.${value}`),
        }))}
      />
      <Text
        name="height"
        label={t('patients.form.height')}
        validate={rules.height}
        readOnly={readOnly}
        inputMode="numeric"
      />
      <Text
        name="weight"
        label={t('patients.form.weight')}
        validate={rules.weight}
        readOnly={readOnly}
        inputMode="decimal"
      />
      <Text name="address" label={t('patients.form.address')} validate={rules.address} readOnly={readOnly} />
      <Text
        name="postalCode"
        label={t('patients.form.postalCode')}
        validate={rules.postalCode}
        readOnly={readOnly}
      />
      <Text name="city" label={t('patients.form.city')} validate={rules.city} readOnly={readOnly} />
      <Select
        name="country"
        label={t('patients.form.country')}
        disabled={readOnly}
        validate={rules.choice}
        options={countryOptions}
      />
      {countries.data.length === 0 && (
        <Callout intent={Intent.WARNING}>{t('patients.form.noCountries')}</Callout>
      )}
      <Checkbox
        checked={shippingFlag.value}
        onChange={(event) => shippingFlag.onChange(event.currentTarget.checked)}
        disabled={readOnly}
        label={t('patients.form.differentShipping')}
      />
      {hasShippingAddress && (
        <fieldset className="patient-shipping">
          <H5>{t('patients.form.shippingTitle')}</H5>
          <Text
            name="shippingAddress.address"
            label={t('patients.form.address')}
            validate={rules.address}
            readOnly={readOnly}
          />
          <Text
            name="shippingAddress.postalCode"
            label={t('patients.form.postalCode')}
            validate={rules.postalCode}
            readOnly={readOnly}
          />
          <Text
            name="shippingAddress.city"
            label={t('patients.form.city')}
            validate={rules.city}
            readOnly={readOnly}
          />
          <Select
            name="shippingAddress.countryId"
            label={t('patients.form.country')}
            placeholder={none}
            disabled={readOnly}
            validate={rules.choice}
            options={shippableOptions}
          />
        </fieldset>
      )}
    </div>
  );
}
