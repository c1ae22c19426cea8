import { Injectable } from '@nestjs/common';
import { translationOf } from '@portal/i18n';
import { isRowId } from '@portal/shared-types';
import type { EntityManager } from 'typeorm';
import type { Viewer } from '../../../../common/auth/viewer.js';
import { DomainEvents } from '../../../../events/index.js';
import { BloodValuesChanged } from '../../results.events.js';
import {
  AppError,
  ErrorCode,
  NotFoundError,
  ValidationError,
  type ValidationMessages,
  type ValidationReasons,
} from '../../../../common/errors/app-error.js';
import { ValidationText } from '../../../../common/validation/validation-texts.js';
import { AuditedWrites, AuditService } from '../../../audit/index.js';
import { type BiologicalSex, PatientQueries, scopePatients } from '../../../patients/index.js';
import { BloodAnalysisError, BloodAuditEvent } from '../blood-analysis.errors.js';
import {
  checkInputLimits,
  checkValueDate,
  type FieldProblem,
  isProblem,
  parseValue,
} from '../entry-rules.js';
import { AnalysisParameter } from '../entities/analysis-parameter.entity.js';
import { AnalysisResultValue } from '../entities/analysis-result-value.entity.js';
import {
  AnalysisResult as AnalysisResultRow,
  AnalysisResultSource,
} from '../entities/analysis-result.entity.js';
import type {
  AnalysisResult,
  BloodMarkerHistoryEntry,
  BloodResultValueInput,
  DeletedAnalysisResult,
} from '../graphql/blood-analysis.types.js';
import { historyEntryOf } from '../blood-marker.view.js';
import { type RangeSubject, rangeSubjectOf } from '../reference-ranges.js';
import { BloodAnalysisQueries } from './blood-analysis.queries.js';
import { BloodValuesQueries } from './blood-values.queries.js';

/** Collects field problems by argument path, as the contract's validation errors report them. */
class Problems {
  readonly messages: ValidationMessages = {};
  readonly reasons: ValidationReasons = {};

  add(path: string, problem: FieldProblem | string): void {
    if (typeof problem === 'string') {
      this.messages[path] = [problem];
      return;
    }
    this.messages[path] = [problem.message];
    this.reasons[path] = [problem.failure.reason];
  }

  throwIfAny(): void {
    if (Object.keys(this.messages).length) throw new ValidationError(this.messages, this.reasons);
  }
}

/** Blood values typed in (the doctor; the service team from an uploaded file): entering, correcting (a new version) and deleting (soft). */
@Injectable()
export class BloodResultsEntry {
  constructor(
    private readonly patients: PatientQueries,
    private readonly queries: BloodAnalysisQueries,
    private readonly values: BloodValuesQueries,
    private readonly writes: AuditedWrites,
    private readonly audit: AuditService,
    private readonly events: DomainEvents,
  ) {}

  save(
    viewer: Viewer,
    patientId: string,
    dateText: string,
    inputs: BloodResultValueInput[],
  ): Promise<AnalysisResult> {
    return this.enter(viewer, patientId, dateText, inputs, {
      source: AnalysisResultSource.Doctor,
      operation: 'saveBloodResults',
    });
  }

  /**
   * Checks and stores one set of values of a patient. `withinTransaction` runs in the same transaction
   * after the values are stored (the service team marks its upload processed there: both or neither).
   */
  async enter(
    viewer: Viewer,
    patientId: string,
    dateText: string,
    inputs: BloodResultValueInput[],
    options: {
      source: AnalysisResultSource.Doctor | AnalysisResultSource.Upload;
      operation: string;
      withinTransaction?: (manager: EntityManager, resultId: string) => Promise<void>;
    },
  ): Promise<AnalysisResult> {
    const { source } = options;
    const patient = await this.patients.find(viewer, patientId);
    const problems = new Problems();
    const date = checkValueDate(dateText);
    if (isProblem(date)) problems.add('date', date);
    if (!inputs.length)
      problems.add('values', {
        failure: BloodAnalysisError.valuesRequired,
        message: BloodAnalysisError.valuesRequired.message,
      });
    const catalogue = await this.queries.bloodParametersByIds(
      inputs.map((i) => i.analysisParameterId).filter(isRowId),
    );
    const entries: { parameter: AnalysisParameter; value: number; index: number }[] = [];
    const seen = new Set<string>();
    inputs.forEach((input, index) => {
      const parameter = catalogue.get(input.analysisParameterId);
      if (!parameter) return problems.add(`values.${index}.analysisParameterId`, ValidationText.unknownEntry);
      if (seen.has(parameter.id))
        return problems.add(`values.${index}.analysisParameterId`, {
          failure: BloodAnalysisError.duplicateParameter,
          message: BloodAnalysisError.duplicateParameter.message,
        });
      seen.add(parameter.id);
      const value = parseValue(input.value);
      if (isProblem(value)) return problems.add(`values.${index}.value`, value);
      const outside = checkInputLimits(value, { ...parameter, formatted_unit: parameter.formatted_unit });
      if (outside) return problems.add(`values.${index}.value`, outside);
      entries.push({ parameter, value, index });
    });
    problems.throwIfAny();
    const valueDate = date as string;

    const saved = await this.writes.run(viewer, options.operation, async (manager) => {
      await lockPatient(manager, patient.id);
      const younger = await this.values.youngerExists(
        manager,
        patient.id,
        entries.map((e) => e.parameter.id),
        valueDate,
      );
      for (const entry of entries)
        if (younger.has(entry.parameter.id))
          problems.add(`values.${entry.index}.value`, {
            failure: BloodAnalysisError.youngerDataExists,
            message: BloodAnalysisError.youngerDataExists.message,
          });
      problems.throwIfAny();
      const result = await manager.save(
        manager.create(AnalysisResultRow, {
          patient_id: patient.id,
          value_date: valueDate,
          source,
          created_by: viewer.user.id,
        }),
      );
      const rows = await manager.save(
        entries.map((entry) =>
          manager.create(AnalysisResultValue, {
            analysis_result_id: result.id,
            patient_id: patient.id,
            parameter_id: entry.parameter.id,
            source,
            value_date: valueDate,
            value: entry.value,
            reported_value: entry.value,
            reported_unit: entry.parameter.unit ?? '',
            version: 1,
            changed_by: viewer.user.id,
          }),
        ),
      );
      await this.audit.record(
        {
          event: BloodAuditEvent.Saved,
          ...AuditService.actor(viewer),
          subject: { type: 'patient', id: patient.id },
          details: {
            resultId: result.id,
            valueDate,
            source,
            parameters: entries.map((e) => e.parameter.code),
          },
        },
        manager,
      );
      await options.withinTransaction?.(manager, result.id);
      await this.events.publish(manager, BloodValuesChanged, { patientId: patient.id });
      return {
        id: result.id,
        valueDate,
        source,
        values: rows.map((row, i) =>
          historyEntryOf(
            entries[i].parameter,
            { ...row, value_date: valueDate, value: entries[i].value },
            rangeSubjectOf(patient),
          ),
        ),
      };
    });
    return saved;
  }

  /** A correction of a value: stored as a new version; the old one stays, marked superseded. */
  async update(
    viewer: Viewer,
    id: string,
    valueText: string,
    dateText: string,
  ): Promise<BloodMarkerHistoryEntry> {
    const { row, parameter, subject } = await this.findValue(viewer, id);
    if (row.source === AnalysisResultSource.Noi)
      throw new AppError(ErrorCode.Forbidden, BloodAnalysisError.noiNotEditable);
    const problems = new Problems();
    const date = checkValueDate(dateText);
    if (isProblem(date)) problems.add('date', date);
    const value = parseValue(valueText);
    if (isProblem(value)) problems.add('value', value);
    else {
      const outside = checkInputLimits(value, parameter);
      if (outside) problems.add('value', outside);
    }
    problems.throwIfAny();
    const valueDate = date as string;
    const newValue = value as number;

    const updated = await this.writes.run(viewer, 'updateBloodAnalysisResult', async (manager) => {
      await lockPatient(manager, row.patient_id);
      const now = new Date();
      const claimed = await manager
        .createQueryBuilder()
        .update(AnalysisResultValue)
        .set({ superseded_at: now })
        .where('id = :id AND superseded_at IS NULL AND deleted_at IS NULL', { id: row.id })
        .execute();
      if (!claimed.affected) throw new NotFoundError('Analysis result');
      const next = await manager.save(
        manager.create(AnalysisResultValue, {
          analysis_result_id: row.analysis_result_id,
          patient_id: row.patient_id,
          parameter_id: row.parameter_id,
          source: row.source,
          value_date: valueDate,
          value: newValue,
          reported_value: newValue,
          reported_unit: parameter.unit ?? '',
          version: row.version + 1,
          changed_by: viewer.user.id,
        }),
      );
      await manager.update(AnalysisResultValue, { id: row.id }, { superseded_by: next.id });
      await this.audit.record(
        {
          event: BloodAuditEvent.Updated,
          ...AuditService.actor(viewer),
          subject: { type: 'patient', id: row.patient_id },
          details: {
            valueId: row.id,
            newValueId: next.id,
            parameter: parameter.code,
            from: [row.value, row.value_date],
            to: [newValue, valueDate],
          },
        },
        manager,
      );
      await this.events.publish(manager, BloodValuesChanged, { patientId: row.patient_id });
      return historyEntryOf(parameter, { ...next, value: newValue, value_date: valueDate }, subject);
    });
    return updated;
  }

  async delete(viewer: Viewer, id: string): Promise<DeletedAnalysisResult> {
    const { row, parameter } = await this.findValue(viewer, id);
    if (row.source === AnalysisResultSource.Noi)
      throw new AppError(ErrorCode.Forbidden, BloodAnalysisError.noiNotDeletable);
    const deletedValue = await this.writes.run(viewer, 'deleteAnalysisResult', async (manager) => {
      const deleted = await manager
        .createQueryBuilder()
        .update(AnalysisResultValue)
        .set({ deleted_at: new Date(), changed_by: viewer.user.id })
        .where('id = :id AND superseded_at IS NULL AND deleted_at IS NULL', { id: row.id })
        .execute();
      if (!deleted.affected) throw new NotFoundError('Analysis result');
      await this.audit.record(
        {
          event: BloodAuditEvent.Deleted,
          ...AuditService.actor(viewer),
          subject: { type: 'patient', id: row.patient_id },
          details: {
            valueId: row.id,
            parameter: parameter.code,
            value: row.value,
            valueDate: row.value_date,
          },
        },
        manager,
      );
      await this.events.publish(manager, BloodValuesChanged, { patientId: row.patient_id });
      return { id: row.id, message: translationOf('de').bloodAnalysis.deleted };
    });
    return deletedValue;
  }

  /** A current value of a patient the viewer may see, with its parameter; anything else is not found. */
  private async findValue(
    viewer: Viewer,
    id: string,
  ): Promise<{ row: AnalysisResultValue; parameter: AnalysisParameter; subject: RangeSubject }> {
    if (!isRowId(id)) throw new NotFoundError('Analysis result');
    const query = this.patientsRepository()
      .createQueryBuilder('v')
      // The patient by entity name, for the viewer's scope and the reference range: one statement.
      .innerJoin('Patient', 'patient', 'patient.id = v.patient_id')
      .addSelect('patient.biological_sex', 'patient_sex')
      .addSelect(`to_char(patient.date_of_birth, 'YYYY-MM-DD')`, 'patient_birth')
      .innerJoinAndMapOne('v.parameter', AnalysisParameter, 'parameter', 'parameter.id = v.parameter_id')
      .where('v.id = :id AND v.superseded_at IS NULL AND v.deleted_at IS NULL', { id });
    const {
      entities: [row],
      raw: [patient],
    } = await scopePatients(query, viewer).getRawAndEntities<{
      patient_sex: BiologicalSex;
      patient_birth: string;
    }>();
    if (!row?.parameter || !patient) throw new NotFoundError('Analysis result');
    const subject = rangeSubjectOf({
      biological_sex: patient.patient_sex,
      date_of_birth: patient.patient_birth,
    });
    return { row, parameter: row.parameter, subject };
  }

  private patientsRepository() {
    return this.values.repository();
  }
}

/** Serialises writes of one patient's values, so the "younger data" rule holds under concurrency. */
async function lockPatient(manager: EntityManager, patientId: string): Promise<void> {
  await manager.query('SELECT id FROM patients WHERE id = $1 FOR UPDATE', [patientId]);
}
