import { Button, Callout, Intent } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { lazyDialog } from '../../../shared/dialogs/lazyDialog';
import { type QuestionnaireLinkPanel_patient$key } from './__generated__/QuestionnaireLinkPanel_patient.graphql';
import { linkState } from './linkState';

const SendQuestionnaireLinkDialog = lazyDialog(
  () => import('./SendQuestionnaireLinkDialog'),
  'SendQuestionnaireLinkDialog',
);

interface Props {
  patientRef: QuestionnaireLinkPanel_patient$key;
}

/** On the lifestyle tab: mail the patient a link to the questionnaire, and the newest link's state. */
export function QuestionnaireLinkPanel({ patientRef }: Props) {
  const { t } = useTranslation();
  const patient = useFragment(
    graphql`
      fragment QuestionnaireLinkPanel_patient on Patient {
        id
        email
        lifestyleQuestionnaireLink {
          sent_at
          expires_at
          submitted_at
        }
      }
    `,
    patientRef,
  );
  const [confirming, setConfirming] = useState(false);
  const state = linkState(patient.lifestyleQuestionnaireLink);

  return (
    <Callout className="questionnaire-link-panel" intent={Intent.NONE}>
      <span>{t(`questionnaireLink.doctor.state.${state.kind}`, state.kind === 'none' ? {} : state)}</span>
      <Button
        icon="send-message"
        text={t('questionnaireLink.doctor.send')}
        onClick={() => setConfirming(true)}
      />
      {confirming && (
        <SendQuestionnaireLinkDialog
          patientId={patient.id}
          email={patient.email}
          onClose={() => setConfirming(false)}
        />
      )}
    </Callout>
  );
}
