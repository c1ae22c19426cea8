import { SALUTATIONS, type Salutation } from '@portal/shared-types';
import { type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../forms/SelectField';
import { TextField } from '../../forms/TextField';
import { useRules } from '../../forms/rules';

export interface PersonalValues {
  salutation: Salutation | '';
  title: string;
  first_name: string;
  last_name: string;
}

export interface PersonalForm {
  personal: PersonalValues;
}

/** Salutation, title, first and last name: the registration's first step and the account tab's form. */
export function PersonalFields({ control }: { control: Control<PersonalForm> }) {
  const { t } = useTranslation();
  const rules = useRules();
  const salutations = SALUTATIONS.map((value) => ({ value, label: t(`profile.salutations.${value}`) }));
  return (
    <>
      <div className="form-row">
        <SelectField
          control={control}
          name="personal.salutation"
          label={t('profile.salutation')}
          options={salutations}
          placeholder={t('profile.select')}
          rules={rules.salutation}
        />
        <TextField
          control={control}
          name="personal.title"
          label={t('profile.title')}
          autoComplete="honorific-prefix"
          rules={rules.title}
        />
      </div>
      <div className="form-row">
        <TextField
          control={control}
          name="personal.first_name"
          label={t('profile.firstName')}
          autoComplete="given-name"
          rules={rules.name}
        />
        <TextField
          control={control}
          name="personal.last_name"
          label={t('profile.lastName')}
          autoComplete="family-name"
          rules={rules.name}
        />
      </div>
    </>
  );
}
