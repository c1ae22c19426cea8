import { type Salutation } from '@portal/shared-types';
import { practiceInput } from '../../registration/registerInput';
import { type DoctorWizardForm } from '../../registration/useDoctorWizard';

export interface InviteForm extends DoctorWizardForm {
  account: { email: string };
}

/** The `registerDoctor` input (spec: "Doctor invitation input"). */
export function inviteInput({ personal, office, additional, account }: InviteForm) {
  return {
    email: account.email.trim(),
    salutation: personal.salutation as Salutation,
    title: personal.title.trim() === '' ? null : personal.title.trim(),
    firstName: personal.first_name.trim(),
    lastName: personal.last_name.trim(),
    medicalCenter: practiceInput(office, additional),
  };
}

/** Where the server's validation paths land in the wizard (the practice fields are checked in the browser). */
export const inviteFieldsByPath = {
  'input.email': 'account.email',
  'input.firstName': 'personal.first_name',
  'input.lastName': 'personal.last_name',
  'input.title': 'personal.title',
  'input.salutation': 'personal.salutation',
} as const;
