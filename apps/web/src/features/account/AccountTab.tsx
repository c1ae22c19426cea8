import { Button, ButtonGroup, Callout, FormGroup, H4, InputGroup, Intent, Link } from '@blueprintjs/core';
import { formatDate, isOneOf, type Salutation, SALUTATIONS, TwoFactorMethod } from '@portal/shared-types';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { legalLinks } from '../../shared/support/legal';
import { toast } from '../../shared/toast/toast';
import { updateSessionUser } from '../sessions/session';
import { showValidationErrors } from '../../forms/serverErrors';
import { PersonalFields, type PersonalForm } from './PersonalFields';
import { type AccountAction } from './accountActions';
import { useUpsertUserMutation } from './useUpsertUserMutation';
import { type AccountTab_user$key } from './__generated__/AccountTab_user.graphql';

interface Props {
  userRef: AccountTab_user$key;
  open: (action: AccountAction) => void;
  onDirtyChange: (dirty: boolean) => void;
  /** The cooperation agreement is the doctors' contract: the admin's account page leaves it out. */
  cooperation?: boolean;
}

export function AccountTab({ userRef, open, onDirtyChange, cooperation = true }: Props) {
  const { t } = useTranslation();
  const emailId = useId();
  const user = useFragment(
    graphql`
      fragment AccountTab_user on User {
        id
        email
        salutation
        title
        first_name
        last_name
        two_factor_confirmed_at
        has_enabled_otp_email
      }
    `,
    userRef,
  );
  const [upsertUser, saving] = useUpsertUserMutation();
  const { control, handleSubmit, reset, setError, formState } = useForm<PersonalForm>({
    defaultValues: {
      personal: {
        salutation: isOneOf(SALUTATIONS, user.salutation) ? user.salutation : '',
        title: user.title ?? '',
        first_name: user.first_name,
        last_name: user.last_name,
      },
    },
  });
  useEffect(() => onDirtyChange(formState.isDirty), [formState.isDirty, onDirtyChange]);

  const onSubmit = handleSubmit(async ({ personal }) => {
    try {
      await upsertUser({
        input: {
          id: user.id,
          email: user.email,
          first_name: personal.first_name.trim(),
          last_name: personal.last_name.trim(),
          salutation: personal.salutation as Salutation,
          title: personal.title.trim() === '' ? null : personal.title.trim(),
        },
      });
      reset({ personal });
      updateSessionUser({ first_name: personal.first_name.trim(), last_name: personal.last_name.trim() });
      toast.success(t('notifications.personalDataUpdated'));
    } catch (error) {
      showValidationErrors(error, setError, {
        'input.salutation': 'personal.salutation',
        'input.title': 'personal.title',
        'input.first_name': 'personal.first_name',
        'input.last_name': 'personal.last_name',
      });
    }
  });

  const method = user.has_enabled_otp_email ? TwoFactorMethod.EMAIL : TwoFactorMethod.APP;
  return (
    <>
      <FormGroup label={t('account.accountEmail')} labelFor={emailId}>
        <InputGroup id={emailId} value={user.email} readOnly />
      </FormGroup>
      <ButtonGroup className="account-buttons">
        <Button icon="envelope" text={t('account.changeEmail')} onClick={() => open('change_email')} />
        <Button icon="key" text={t('account.changePassword')} onClick={() => open('change_password')} />
        <Button icon="shield" text={t('account.twoFactor')} onClick={() => open('two_factor')} />
      </ButtonGroup>
      <Callout
        intent={user.two_factor_confirmed_at ? Intent.SUCCESS : Intent.WARNING}
        className="form-callout"
      >
        {user.two_factor_confirmed_at
          ? t('account.twoFactorActiveSince', {
              date: formatDate(user.two_factor_confirmed_at),
              method: t(`account.methods.${method}`),
            })
          : t('account.twoFactorNotActive')}
      </Callout>
      <form onSubmit={onSubmit} noValidate>
        <H4>{t('account.personalData')}</H4>
        <PersonalFields control={control} />
        <Button
          type="submit"
          intent={Intent.PRIMARY}
          loading={saving}
          disabled={!formState.isDirty}
          text={t('account.save')}
        />
      </form>
      <H4 className="account-section">{t('account.documents')}</H4>
      <ul className="account-links">
        <li>
          <Link href={legalLinks.terms} target="_blank" rel="noreferrer">
            {t('account.terms')}
          </Link>
        </li>
        <li>
          <Link href={legalLinks.privacy} target="_blank" rel="noreferrer">
            {t('account.privacy')}
          </Link>
        </li>
        {cooperation && (
          <li>
            <Link href={legalLinks.cooperation} target="_blank" rel="noreferrer">
              {t('account.cooperation')}
            </Link>
          </li>
        )}
      </ul>
      <Button
        intent={Intent.DANGER}
        variant="outlined"
        icon="trash"
        text={t('account.deleteAccount')}
        onClick={() => open('delete_account')}
      />
    </>
  );
}
