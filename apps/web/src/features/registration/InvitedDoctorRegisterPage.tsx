import { Button, Callout, Intent } from '@blueprintjs/core';
import { Suspense } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { toast } from '../../shared/toast/toast';
import { TextField } from '../../forms/TextField';
import { useRules } from '../../forms/rules';
import { ConsentCheckboxes } from '../catalog/ConsentCheckboxes';
import { AuthCard } from '../../shared/layout/AuthCard';
import { registerInvitedDoctor } from '../sessions/authApi';
import { type InvitedDoctorRegisterPageQuery } from './__generated__/InvitedDoctorRegisterPageQuery.graphql';

interface InvitationForm {
  password: string;
  password_confirmation: string;
  /** The ids of the accepted consents. */
  consents: string[];
}

/** `/doctors/{doctorId}/register?expires&signature`: an invited doctor sets a password. */
export function InvitedDoctorRegisterPage() {
  const { t } = useTranslation();
  const signature = useSearchParams()[0].get('signature');
  return (
    <AuthCard title={t('auth.invitation.title')}>
      {!signature ? (
        <Callout intent={Intent.DANGER}>{t('auth.invitation.invalidUrl')}</Callout>
      ) : (
        <Suspense fallback={null}>
          <InvitationForm />
        </Suspense>
      )}
    </AuthCard>
  );
}

function InvitationForm() {
  const { t } = useTranslation();
  const rules = useRules();
  const navigate = useNavigate();
  const { doctorId = '' } = useParams();
  const { search } = useLocation();
  const data = useLazyLoadQuery<InvitedDoctorRegisterPageQuery>(
    graphql`
      query InvitedDoctorRegisterPageQuery {
        consents(type: UserRegistration, first: 100) {
          data {
            ...ConsentCheckboxes_consents
          }
        }
      }
    `,
    {},
  );
  const { control, handleSubmit, getValues, formState } = useForm<InvitationForm>({
    defaultValues: { password: '', password_confirmation: '', consents: [] },
  });

  const onSubmit = handleSubmit(async ({ password, password_confirmation, consents }) => {
    try {
      await registerInvitedDoctor(doctorId, search.replace(/^\?/, ''), {
        password,
        password_confirmation,
        consentIds: consents,
      });
      toast.success(t('auth.invitation.success'));
      await navigate('/login', { replace: true });
    } catch {
      // Told by the error catalogue ('Invalid signature.' as the server says it).
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <p>{t('auth.invitation.intro')}</p>
      <TextField
        control={control}
        name="password"
        label={t('auth.password')}
        type="password"
        autoComplete="new-password"
        rules={rules.newPassword}
      />
      <TextField
        control={control}
        name="password_confirmation"
        label={t('auth.repeatPassword')}
        type="password"
        autoComplete="new-password"
        rules={rules.repeat(() => getValues('password'), 'passwordsDoNotMatchRegistration')}
      />
      <ConsentCheckboxes consentsRef={data.consents.data} control={control} name="consents" />
      <Button
        type="submit"
        intent={Intent.PRIMARY}
        fill
        loading={formState.isSubmitting}
        text={t('auth.invitation.submit')}
      />
    </form>
  );
}
