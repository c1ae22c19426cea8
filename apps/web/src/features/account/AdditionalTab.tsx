import { Button, Callout, Intent } from '@blueprintjs/core';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { toast } from '../../shared/toast/toast';
import { IdMultiSelectField, type NamedItem } from '../../forms/IdMultiSelectField';
import { useUpsertMedicalCenterMutation } from '../medical-centers/useUpsertMedicalCenterMutation';
import { type AdditionalTab_medicalCenter$key } from './__generated__/AdditionalTab_medicalCenter.graphql';

interface Props {
  medicalCenterRef: AdditionalTab_medicalCenter$key | null;
  specializations: readonly NamedItem[];
  certifications: readonly NamedItem[];
  onDirtyChange: (dirty: boolean) => void;
}

interface AdditionalForm {
  specializations: string[];
  certifications: string[];
}

export function AdditionalTab({ medicalCenterRef, specializations, certifications, onDirtyChange }: Props) {
  const { t } = useTranslation();
  const center = useFragment(
    graphql`
      fragment AdditionalTab_medicalCenter on MedicalCenter {
        id
        specializations {
          id
        }
        certifications {
          id
        }
      }
    `,
    medicalCenterRef,
  );
  const [upsertMedicalCenter, saving] = useUpsertMedicalCenterMutation();
  const { control, handleSubmit, reset, formState } = useForm<AdditionalForm>({
    defaultValues: {
      specializations: center?.specializations.map(({ id }) => id) ?? [],
      certifications: center?.certifications.map(({ id }) => id) ?? [],
    },
  });
  useEffect(() => onDirtyChange(formState.isDirty), [formState.isDirty, onDirtyChange]);

  const onSubmit = handleSubmit(async (values) => {
    if (!center) {
      toast.error(t('validation.practiceRequired'));
      return;
    }
    try {
      await upsertMedicalCenter({
        input: {
          id: center.id,
          specializations: { sync: values.specializations },
          certifications: { sync: values.certifications },
        },
      });
      reset(values);
      toast.success(t('notifications.specializationsUpdated'));
    } catch {
      // Told by the error catalogue.
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      {!center && (
        <Callout intent={Intent.WARNING} className="form-callout">
          {t('validation.practiceRequired')}
        </Callout>
      )}
      <IdMultiSelectField
        control={control}
        name="specializations"
        label={t('profile.specializations')}
        items={specializations}
      />
      <IdMultiSelectField
        control={control}
        name="certifications"
        label={t('profile.certifications')}
        items={certifications}
      />
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
