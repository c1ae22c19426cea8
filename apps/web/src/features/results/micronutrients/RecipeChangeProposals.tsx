import { Button, ButtonGroup, Callout, Collapse, Intent, Tooltip } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { toast } from '../../../shared/toast/toast';
import {
  type RecipeChangeProposals_patient$data,
  type RecipeChangeProposals_patient$key,
} from './__generated__/RecipeChangeProposals_patient.graphql';
import { ChangedInputs } from './ChangedInputs';
import { DoseExplanation } from './DoseExplanation';
import { formatDose } from './micronutrientEdits';
import './recipeProposals.css';
import { useDecideRecipeChangeProposalMutation } from './useDecideRecipeChangeProposalMutation';

type Proposal = RecipeChangeProposals_patient$data['recipeChangeProposals'][number];

interface Props {
  patientRef: RecipeChangeProposals_patient$key;
  /** Why the doctor decides later (the doses are being edited, the patient is processed); null: now. */
  lockedReason: string | null;
}

/** 'Rezepturänderung vorgeschlagen': new results changed doses of the plan in production; approve or reject each. */
export function RecipeChangeProposals({ patientRef, lockedReason }: Props) {
  const { t } = useTranslation();
  const { recipeChangeProposals } = useFragment(
    graphql`
      fragment RecipeChangeProposals_patient on Patient {
        recipeChangeProposals {
          id
          micronutrient_name
          formattedUnit
          old_value
          new_value
          changed_inputs {
            ...ChangedInputs_inputs
          }
          explanation {
            ...DoseExplanation_explanation
          }
        }
      }
    `,
    patientRef,
  );
  if (recipeChangeProposals.length === 0) return null;
  return (
    <Callout intent={Intent.PRIMARY} icon="changes" title={t('recipe.proposals.title')}>
      <p>{t('recipe.proposals.intro')}</p>
      <ul className="recipe-proposals">
        {recipeChangeProposals.map((proposal) => (
          <ProposalItem key={proposal.id} proposal={proposal} lockedReason={lockedReason} />
        ))}
      </ul>
    </Callout>
  );
}

function ProposalItem({ proposal, lockedReason }: { proposal: Proposal; lockedReason: string | null }) {
  const locked = lockedReason !== null;
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [decide, deciding] = useDecideRecipeChangeProposalMutation();
  const name = proposal.micronutrient_name;
  const unit = proposal.formattedUnit;
  const send = (approve: boolean) =>
    decide({
      variables: { id: proposal.id, approve },
      onCompleted: (_response, errors) => {
        // Failures have been told by the network layer; the proposal stays.
        if (errors?.length) return;
        toast.success(t(approve ? 'recipe.proposals.approved' : 'recipe.proposals.rejected', { name }));
      },
    });
  return (
    <li className="recipe-proposal">
      <div className="recipe-proposal-row">
        <strong>{name}</strong>
        <span className="recipe-proposal-change">
          {t('recipe.proposals.change', {
            old: formatDose(proposal.old_value),
            new: formatDose(proposal.new_value),
            unit,
          })}
        </span>
        <Button
          variant="minimal"
          size="small"
          icon="help"
          endIcon={open ? 'chevron-up' : 'chevron-down'}
          aria-expanded={open}
          text={t('recipe.proposals.why')}
          onClick={() => setOpen(!open)}
        />
        <Tooltip content={lockedReason ?? undefined} disabled={!locked}>
          <ButtonGroup>
            <Button
              intent={Intent.PRIMARY}
              icon="tick"
              text={t('recipe.proposals.approve')}
              disabled={locked || deciding}
              onClick={() => send(true)}
            />
            <Button
              icon="cross"
              text={t('recipe.proposals.reject')}
              disabled={locked || deciding}
              onClick={() => send(false)}
            />
          </ButtonGroup>
        </Tooltip>
      </div>
      <Collapse isOpen={open}>
        <div className="recipe-proposal-why">
          <ChangedInputs inputsRef={proposal.changed_inputs} />
          <DoseExplanation explanationRef={proposal.explanation} unit={unit} />
        </div>
      </Collapse>
    </li>
  );
}
