import { Classes, Dialog, DialogBody } from '@blueprintjs/core';
import { type UseFormReturn, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { TextField } from '../../../forms/TextField';
import { useRules } from '../../../forms/rules';
import { showValidationErrors } from '../../../forms/serverErrors';
import { useLoadCountries } from '../../../shared/countries/useCountries';
import { hasErrorCode, VALIDATION_FAILED } from '../../../relay/errorCodes';
import { toast } from '../../../shared/toast/toast';
import { emptyOffice } from '../../medical-centers/officeValues';
import { DoctorWizardSteps } from '../../registration/DoctorWizardSteps';
import { skippedAdditional } from '../../registration/registrationWizard';
import { type DoctorWizardForm, useDoctorWizard } from '../../registration/useDoctorWizard';
import { inviteFieldsByPath, type InviteForm, inviteInput } from './inviteInput';
import { useRegisterDoctorMutation } from './useRegisterDoctorMutation';
import { type InviteDoctorDialogQuery } from './__generated__/InviteDoctorDialogQuery.graphql';

const defaultValues: InviteForm = {
  personal: { salutation: '', title: '', first_name: '', last_name: '' },
  office: emptyOffice,
  additional: skippedAdditional(),
  account: { email: '' },
};

interface Props {
  onClose: () => void;
  onInvited: () => void;
}

/** `?action=invite_doctor`: the 4-step wizard of the doctor's self-registration, ending in the invitation. */
export function InviteDoctorDialog({ onClose, onInvited }: Props) {
  const { t } = useTranslation();
  const rules = useRules();
  useLoadCountries();
  const data = useLazyLoadQuery<InviteDoctorDialogQuery>(
    graphql`
      query InviteDoctorDialogQuery {
        specializations(first: 100) {
          data {
            id
            name
          }
        }
        certifications(first: 100) {
          data {
            id
            name
          }
        }
      }
    `,
    {},
  );
  const form = useForm<InviteForm>({ defaultValues, mode: 'onTouched' });
  const wizard = useDoctorWizard(form as unknown as UseFormReturn<DoctorWizardForm>);
  const [invite, inFlight] = useRegisterDoctorMutation();
  const submit = form.handleSubmit((values) =>
    invite({
      variables: { input: inviteInput(values) },
      onCompleted: ({ registerDoctor }, errors) => {
        if (errors?.length) return;
        toast.success(t('therapists.toasts.invitationSent', { email: registerDoctor.email }));
        onInvited();
      },
      onError: (error) => {
        if (hasErrorCode(error, VALIDATION_FAILED)) {
          const unplaced = showValidationErrors(error, form.setError, inviteFieldsByPath);
          toast.error([t('therapists.invite.validationFailed'), ...unplaced].join(' '));
        }
        // Any other failure is told by the network layer: the catalogue's text or the server's message.
      },
    }),
  );

  return (
    <Dialog
      isOpen
      title={t('therapists.invite.title')}
      onClose={inFlight ? undefined : onClose}
      className="invite-doctor-dialog"
    >
      <DialogBody>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <DoctorWizardSteps
            control={form.control as unknown as UseFormReturn<DoctorWizardForm>['control']}
            wizard={wizard}
            specializations={data.specializations.data}
            certifications={data.certifications.data}
            accountStep={
              <>
                <TextField
                  control={form.control}
                  name="account.email"
                  label={t('therapists.invite.email')}
                  type="email"
                  autoComplete="off"
                  rules={rules.email}
                />
                <p className={Classes.TEXT_MUTED}>{t('therapists.invite.emailHint')}</p>
              </>
            }
            submitText={t('therapists.invite.submit')}
            submitting={inFlight}
          />
        </form>
      </DialogBody>
    </Dialog>
  );
}
