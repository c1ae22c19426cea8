import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { OnDomainEvent } from '../../events/index.js';
import { LabPartResultsReady, LabRecipes, LabRecipeSweep, LabResultsArrived } from '../lab/index.js';
import { PatientDataChanged } from '../patients/index.js';
import { LifestyleAnswered, QuestionnaireBodyUpdated } from '../questionnaire-links/index.js';
import { BloodValuesChanged } from '../results/index.js';
import { FormulaTrigger } from './formula-trigger.service.js';
import { patientsWithRecipeDue } from './recipe/recipe-review.service.js';
import { recipesForLab } from './recipe/recipes-for-lab.js';

const SWEEP_BATCH = 100;
// A recipe is made within seconds of the results; one still missing two minutes later was never queued.
const RECIPE_GRACE_MS = 2 * 60_000;

/**
 * A patient's recalculation, queued after the commit of a change the formulas read. A trigger that could
 * not be queued (Redis down) fails the delivery, so the events sweep queues it again.
 */
@Injectable()
export class FormulasOnChanges implements OnModuleInit {
  constructor(
    private readonly trigger: FormulaTrigger,
    private readonly recipeSweep: LabRecipeSweep,
    private readonly labRecipes: LabRecipes,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  /**
   * What the lab asks of the formulas without importing them: the sweep also queues the patients whose
   * recipe is due but was never made, and the sender reads and keeps a part's recipe.
   */
  onModuleInit(): void {
    this.recipeSweep.register((now) => this.queueDueRecipes(now));
    this.labRecipes.register(recipesForLab);
  }

  @OnDomainEvent(LabResultsArrived, 'formulas.recalculate-on-lab-results', 'after-commit')
  async onLabResults({ patientId }: { patientId: string }): Promise<void> {
    await this.recalculate(patientId);
  }

  @OnDomainEvent(LabPartResultsReady, 'formulas.recalculate-on-part-results-ready', 'after-commit')
  async onPartResultsReady({ patientId }: { patientId: string }): Promise<void> {
    await this.recalculate(patientId);
  }

  @OnDomainEvent(BloodValuesChanged, 'formulas.recalculate-on-blood-values', 'after-commit')
  async onBloodValues({ patientId }: { patientId: string }): Promise<void> {
    await this.recalculate(patientId);
  }

  @OnDomainEvent(PatientDataChanged, 'formulas.recalculate-on-patient-data', 'after-commit')
  async onPatientData({ patientId }: { patientId: string }): Promise<void> {
    await this.recalculate(patientId);
  }

  @OnDomainEvent(LifestyleAnswered, 'formulas.recalculate-on-lifestyle-answers', 'after-commit')
  async onLifestyleAnswers({ patientId }: { patientId: string }): Promise<void> {
    await this.recalculate(patientId);
  }

  @OnDomainEvent(QuestionnaireBodyUpdated, 'formulas.recalculate-on-questionnaire-body', 'after-commit')
  async onQuestionnaireBody({ patientId }: { patientId: string }): Promise<void> {
    await this.recalculate(patientId);
  }

  private async recalculate(patientId: string): Promise<void> {
    if ((await this.trigger.patientChanged(patientId)) === 'failed')
      throw new Error(`The recalculation of patient ${patientId} could not be queued.`);
  }

  private async queueDueRecipes(now: Date): Promise<number> {
    const due = await patientsWithRecipeDue(
      this.dataSource.manager,
      new Date(now.getTime() - RECIPE_GRACE_MS),
      SWEEP_BATCH,
    );
    for (const patientId of due) await this.trigger.patientChanged(patientId);
    return due.length;
  }
}
