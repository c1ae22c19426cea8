import { useRef, useState } from 'react';
import { type UseFormReturn } from 'react-hook-form';
import { type PersonalValues } from '../account/PersonalFields';
import { type OfficeValues } from '../medical-centers/officeValues';
import { type AdditionalValues, officeNameOnEnter, skippedAdditional, stepAt } from './registrationWizard';

/** What the doctor wizards (self-registration, the admin's invitation) ask in their first three steps. */
export interface DoctorWizardForm {
  personal: PersonalValues;
  office: OfficeValues;
  additional: AdditionalValues;
}

/** Step navigation of the 4-step doctor wizard: checks a step before leaving it, prefills the office name. */
export function useDoctorWizard(form: UseFormReturn<DoctorWizardForm>) {
  const { trigger, getValues, setValue } = form;
  const [index, setIndex] = useState(0);
  const earlierPrefill = useRef<string | null>(null);
  const step = stepAt(index);

  const goTo = (next: number) => {
    if (stepAt(next) === 'office') {
      const { first_name, last_name } = getValues('personal');
      const current = getValues('office.name');
      const name = officeNameOnEnter(current, first_name, last_name, earlierPrefill.current);
      if (name !== current) {
        earlierPrefill.current = name;
        setValue('office.name', name);
      }
    }
    setIndex(next);
  };
  return {
    index,
    step,
    back: () => setIndex(index - 1),
    next: async () => {
      if (await trigger(step === 'account' ? undefined : step)) goTo(index + 1);
    },
    skip: () => {
      setValue('additional', skippedAdditional());
      goTo(index + 1);
    },
  };
}

export type DoctorWizard = ReturnType<typeof useDoctorWizard>;
