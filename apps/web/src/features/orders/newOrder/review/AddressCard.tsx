import { Button, Card, H5, Intent } from '@blueprintjs/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { SelectField } from '../../../../forms/SelectField';
import { showValidationErrors } from '../../../../forms/serverErrors';
import { TextField } from '../../../../forms/TextField';
import { useRules } from '../../../../forms/rules';
import { type Country, countryName } from '../../../../shared/countries/useCountries';
import { type AddressCard_address$key } from './__generated__/AddressCard_address.graphql';
import { addressInputOf, type AddressValues, addressValuesOf, sameAddress } from './reviewRules';

export type AddressInput = ReturnType<typeof addressInputOf>;

interface Props {
  title: string;
  editLabel: string;
  addressRef: AddressCard_address$key | null | undefined;
  /** The countries to choose from (deliverable ones for the delivery address). */
  countries: readonly Country[];
  /** The argument path of the address in updateOrder, for the server's field errors. */
  path: 'input.delivery_address' | 'input.billing_address';
  editing: boolean;
  onEditingChange: (editing: boolean) => void;
  onSave: (input: AddressInput) => Promise<unknown>;
}

/** An order address, read-only until 'Bearbeiten'; an edit that changes nothing just closes. */
export function AddressCard({
  title,
  editLabel,
  addressRef,
  countries,
  path,
  editing,
  onEditingChange,
  onSave,
}: Props) {
  const { t, i18n } = useTranslation();
  const rules = useRules();
  const address = useFragment(
    graphql`
      fragment AddressCard_address on OrderAddress {
        address
        zip_code
        city
        state
        country {
          id
          # countryName reads the names.
          # eslint-disable-next-line relay/unused-fields
          name_de
          # eslint-disable-next-line relay/unused-fields
          name_en
        }
      }
    `,
    addressRef,
  );
  const [saving, setSaving] = useState(false);
  const form = useForm<AddressValues>({ defaultValues: addressValuesOf(address), mode: 'onTouched' });
  const fields = {
    [`${path}.address`]: 'address',
    [`${path}.zip_code`]: 'zip_code',
    [`${path}.city`]: 'city',
    [`${path}.state`]: 'state',
    [`${path}.country_id`]: 'country_id',
  } as const;

  const edit = () => {
    form.reset(addressValuesOf(address));
    onEditingChange(true);
  };
  const save = form.handleSubmit(async (values) => {
    if (sameAddress(values, address)) return onEditingChange(false);
    setSaving(true);
    try {
      await onSave(addressInputOf(values));
      onEditingChange(false);
    } catch (error) {
      showValidationErrors(error, form.setError, fields);
    } finally {
      setSaving(false);
    }
  });

  return (
    <Card className="review-card" compact>
      <div className="review-card-header">
        <H5>{title}</H5>
        {!editing && (
          <Button
            variant="minimal"
            icon="edit"
            text={t('orders.newOrder.review.edit')}
            aria-label={editLabel}
            onClick={edit}
          />
        )}
      </div>
      {editing ? (
        <form onSubmit={(event) => void save(event)} noValidate aria-label={editLabel}>
          <TextField
            control={form.control}
            name="address"
            label={t('orders.newOrder.review.address')}
            rules={rules.address}
          />
          <div className="review-address-line">
            <TextField
              control={form.control}
              name="zip_code"
              label={t('orders.newOrder.review.postalCode')}
              rules={rules.zipCode}
            />
            <TextField
              control={form.control}
              name="city"
              label={t('orders.newOrder.review.city')}
              rules={rules.city}
            />
          </div>
          <TextField
            control={form.control}
            name="state"
            label={t('orders.newOrder.review.state')}
            rules={{ maxLength: { value: 128, message: t('validation.maxLength', { max: 128 }) } }}
          />
          <SelectField
            control={form.control}
            name="country_id"
            label={t('orders.newOrder.review.country')}
            rules={rules.country}
            placeholder={t('orders.newOrder.review.chooseCountry')}
            options={countries.map((country) => ({
              value: country.id,
              label: countryName(country, i18n.language),
            }))}
          />
          <div className="form-actions">
            <Button
              text={t('orders.newOrder.review.cancel')}
              disabled={saving}
              onClick={() => onEditingChange(false)}
            />
            <Button
              type="submit"
              intent={Intent.PRIMARY}
              loading={saving}
              text={t('orders.newOrder.review.save')}
            />
          </div>
        </form>
      ) : address ? (
        <address>
          {address.address}
          <br />
          {address.zip_code} {address.city}
          {address.state ? `, ${address.state}` : ''}
          <br />
          {countryName(address.country, i18n.language)}
        </address>
      ) : (
        <p>{t('orders.newOrder.review.noAddress')}</p>
      )}
    </Card>
  );
}
