import { Button, Card, H5, Intent } from '@blueprintjs/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { showValidationErrors } from '../../../../forms/serverErrors';
import { TextField } from '../../../../forms/TextField';
import { useRules } from '../../../../forms/rules';

interface Props {
  email: string | null | undefined;
  editing: boolean;
  onEditingChange: (editing: boolean) => void;
  onSave: (email: string) => Promise<unknown>;
}

/** Where the payment link goes; read-only until 'Bearbeiten'. */
export function OrderEmailCard({ email, editing, onEditingChange, onSave }: Props) {
  const { t } = useTranslation();
  const rules = useRules();
  const [saving, setSaving] = useState(false);
  const form = useForm<{ email: string }>({ defaultValues: { email: email ?? '' }, mode: 'onTouched' });

  const save = form.handleSubmit(async ({ email: next }) => {
    if (next.trim() === (email ?? '')) return onEditingChange(false);
    setSaving(true);
    try {
      await onSave(next.trim());
      onEditingChange(false);
    } catch (error) {
      showValidationErrors(error, form.setError, { 'input.order_email': 'email' });
    } finally {
      setSaving(false);
    }
  });

  return (
    <Card className="review-card" compact>
      <div className="review-card-header">
        <H5>{t('orders.newOrder.review.orderEmail')}</H5>
        {!editing && (
          <Button
            variant="minimal"
            icon="edit"
            text={t('orders.newOrder.review.edit')}
            aria-label={t('orders.newOrder.review.editEmail')}
            onClick={() => {
              form.reset({ email: email ?? '' });
              onEditingChange(true);
            }}
          />
        )}
      </div>
      {editing ? (
        <form
          onSubmit={(event) => void save(event)}
          noValidate
          aria-label={t('orders.newOrder.review.editEmail')}
        >
          <TextField
            control={form.control}
            name="email"
            type="email"
            label={t('orders.newOrder.review.orderEmail')}
            helperText={t('orders.newOrder.review.orderEmailHint')}
            rules={rules.email}
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
      ) : (
        <p>{email}</p>
      )}
    </Card>
  );
}
