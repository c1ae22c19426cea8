import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager, Not } from 'typeorm';
import {
  AppError,
  ErrorCode,
  ValidationError,
  type ValidationMessages,
  type ValidationReasons,
} from '../../../common/errors/app-error.js';
import type { ErrorDefinition } from '../../../common/errors/error-catalogue.js';
import type { Viewer } from '../../../common/auth/viewer.js';
import { AuditedWrites, AuditService } from '../../audit/index.js';
import { findMicronutrient, type Micronutrient } from '../../results/index.js';
import { FormulaInputCatalogueService } from '../calculation/formula-input-catalogue.service.js';
import { checkFormula, compileFormula, FormulaRunFailed } from '../engine/index.js';
import { FormulaTemplate } from '../entities/formula-template.entity.js';
import { FormulaTemplateVersion } from '../entities/formula-template-version.entity.js';
import { failureMessage, FormulasAuditEvent, FormulasError, problemMessage } from '../formulas.errors.js';
import { capWarning } from './cap-warning.js';
import type {
  FormulaCapWarning,
  FormulaInput,
  FormulaTemplateInput,
  FormulaTemplateTestInput,
  FormulaTemplateTestResult,
} from './formula-templates.types.js';
import { parseTestInput } from './test-input.js';

const NAME_MAX = 120;
const SORT_MAX = 9999;

/** The formula tool (formula managers only; the resolver checks ManageFormulas). */
@Injectable()
export class FormulaTemplatesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly inputCatalogue: FormulaInputCatalogueService,
    private readonly writes: AuditedWrites,
    private readonly audit: AuditService,
  ) {}

  list(): Promise<FormulaTemplate[]> {
    return this.dataSource
      .getRepository(FormulaTemplate)
      .find({ where: { is_deleted: false }, order: { sort_order: 'ASC', id: 'ASC' } });
  }

  async get(id: string): Promise<FormulaTemplate> {
    const template = await this.dataSource.getRepository(FormulaTemplate).findOneBy({ id });
    if (!template) throw new AppError(ErrorCode.NotFound, FormulasError.notFound);
    return template;
  }

  async inputs(): Promise<FormulaInput[]> {
    return [...(await this.inputCatalogue.catalogue()).entries];
  }

  /** Checks and runs a formula without saving it: the editor's syntax feedback and test run. */
  async test(input: FormulaTemplateTestInput): Promise<FormulaTemplateTestResult> {
    const catalogue = await this.inputCatalogue.catalogue();
    const checked = checkFormula(input.formula, catalogue.isKnown);
    // The sentence without its code: it names the fragment and the character, which the code's text in the
    // web's catalogue cannot (parametrised messages travel as text).
    if ('problem' in checked) throw ValidationError.of('input.formula', problemMessage(checked.problem));
    const scope = parseTestInput(input.test_input_value, catalogue.isKnown, 'input.test_input_value');
    const missing = checked.inputs.filter((name) => !scope.has(name));
    let micronutrient: Micronutrient | null = null;
    if (input.micronutrient_id) {
      micronutrient = await findMicronutrient(this.dataSource.manager, input.micronutrient_id);
      if (!micronutrient)
        throw ValidationError.of('input.micronutrient_id', FormulasError.micronutrientUnknown);
    }
    const outcome = run(input.formula, scope, catalogue.isKnown, missing);
    const cap_warning = micronutrient
      ? capWarning(input.formula, outcome.output_value, micronutrient, catalogue)
      : null;
    return { ...outcome, inputs: checked.inputs, missing_inputs: missing, cap_warning };
  }

  /** Whether a saved template can exceed its micronutrient's dose cap (its stored test output and its bound). */
  async capWarningOf(
    template: FormulaTemplate,
    micronutrient: Micronutrient,
  ): Promise<FormulaCapWarning | null> {
    const catalogue = await this.inputCatalogue.catalogue();
    return capWarning(template.formula, template.test_output_value, micronutrient, catalogue);
  }

  /** Saves a template; an edit of an existing one makes a new version (the old stays for its results). */
  async upsert(viewer: Viewer, input: FormulaTemplateInput): Promise<FormulaTemplate> {
    const catalogue = await this.inputCatalogue.catalogue();
    const problems: ValidationMessages = {};
    const reasons: ValidationReasons = {};
    const fail = (path: string, failure: ErrorDefinition | string) => {
      problems[path] = [typeof failure === 'string' ? failure : failure.message];
      if (typeof failure !== 'string') reasons[path] = [failure.reason];
    };
    const name = input.name.trim();
    if (!name || name.length > NAME_MAX) fail('input.name', FormulasError.nameRequired);
    const checked = checkFormula(input.formula, catalogue.isKnown);
    if ('problem' in checked) fail('input.formula', problemMessage(checked.problem));
    if (
      input.sort_order != null &&
      (!Number.isInteger(input.sort_order) || input.sort_order < 0 || input.sort_order > SORT_MAX)
    )
      fail('input.sort_order', FormulasError.sortOrderInvalid);
    const testInput = input.test_input_value?.trim() || null;
    let scope: Map<string, number> | null = null;
    try {
      scope = testInput ? parseTestInput(testInput, catalogue.isKnown, 'input.test_input_value') : null;
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      Object.assign(problems, error.validation);
    }
    if (Object.keys(problems).length) throw new ValidationError(problems, reasons);

    return this.writes.run(viewer, 'upsertFormulaTemplate', async (manager) => {
      const existing = input.id ? await this.locked(manager, input.id) : null;
      const micronutrient = await findMicronutrient(manager, input.micronutrient_id);
      if (!micronutrient)
        throw ValidationError.of('input.micronutrient_id', FormulasError.micronutrientUnknown);
      const deleting = input.is_deleted ?? existing?.is_deleted ?? false;
      if (!deleting) await this.assertMicronutrientFree(manager, micronutrient.id, existing?.id);
      const formula = input.formula.trim();
      const inputs = 'problem' in checked ? [] : checked.inputs;
      const output = scope ? run(formula, scope, catalogue.isKnown, []).output_value : null;
      const values = {
        name,
        formula,
        micronutrient_id: micronutrient.id,
        test_input_value: testInput,
        test_output_value: output,
        inputs,
        is_deleted: deleting,
        sort_order: input.sort_order ?? existing?.sort_order ?? (await this.nextSortOrder(manager)),
        updated_by: viewer.id,
      };
      const template = existing
        ? await manager.save(FormulaTemplate, { ...existing, ...values, version: existing.version + 1 })
        : await manager.save(FormulaTemplate, manager.create(FormulaTemplate, { ...values, version: 1 }));
      await manager.insert(FormulaTemplateVersion, {
        template_id: template.id,
        version: template.version,
        name,
        formula,
        test_input_value: testInput,
        test_output_value: output,
        is_deleted: deleting,
        created_by: viewer.id,
      });
      await this.audit.record(
        {
          event: FormulasAuditEvent.TemplateSaved,
          ...AuditService.actor(viewer),
          subject: { type: 'formula_template', id: template.id },
          details: { version: template.version, micronutrient: micronutrient.code, deleted: deleting },
        },
        manager,
      );
      return template;
    });
  }

  private async locked(manager: EntityManager, id: string): Promise<FormulaTemplate> {
    const template = await manager.findOne(FormulaTemplate, {
      where: { id },
      lock: { mode: 'pessimistic_write' },
    });
    if (!template) throw new AppError(ErrorCode.NotFound, FormulasError.notFound);
    return template;
  }

  private async assertMicronutrientFree(manager: EntityManager, micronutrientId: string, selfId?: string) {
    const other = await manager.findOneBy(FormulaTemplate, {
      micronutrient_id: micronutrientId,
      is_deleted: false,
      ...(selfId ? { id: Not(selfId) } : {}),
    });
    if (other) throw ValidationError.of('input.micronutrient_id', FormulasError.micronutrientTaken);
  }

  private async nextSortOrder(manager: EntityManager): Promise<number> {
    const [{ max }] = await manager.query<{ max: number | null }[]>(
      'SELECT max(sort_order) AS max FROM formula_templates WHERE is_deleted = false',
    );
    return Math.min(SORT_MAX, (max ?? 0) + 10);
  }
}

/** One evaluation for the tool: the output, or why there is none. */
function run(
  formula: string,
  scope: ReadonlyMap<string, number>,
  isKnown: (name: string) => boolean,
  missing: readonly string[],
): { output_value: number | null; problem: string | null } {
  try {
    const output = compileFormula(formula, isKnown).evaluate(scope);
    return { output_value: Math.round(output * 10_000) / 10_000, problem: null };
  } catch (error) {
    if (error instanceof FormulaRunFailed)
      return { output_value: null, problem: failureMessage(error.reason, missing) };
    throw error;
  }
}
