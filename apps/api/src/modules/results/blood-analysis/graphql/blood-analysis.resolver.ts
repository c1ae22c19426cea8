import { Args, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { CurrentViewer } from '../../../../common/auth/auth.decorators.js';
import type { Viewer } from '../../../../common/auth/viewer.js';
import { BloodAnalysisQueries } from '../services/blood-analysis.queries.js';
import { BloodResultsEntry } from '../services/blood-results-entry.service.js';
import {
  AnalysisResult,
  BloodMarker,
  BloodMarkerHistoryEntry,
  BloodResultValueInput,
  DeletedAnalysisResult,
} from './blood-analysis.types.js';

@Resolver()
export class BloodAnalysisResolver {
  constructor(
    private readonly queries: BloodAnalysisQueries,
    private readonly entry: BloodResultsEntry,
  ) {}

  @Query(() => [BloodMarker], {
    description: 'Every blood marker; those with a value first. The read is audited.',
  })
  bloodAnalysisList(
    @CurrentViewer() viewer: Viewer,
    @Args('patientId', { type: () => ID }) patientId: string,
    @Args('search', { type: () => String, nullable: true }) search?: string | null,
  ): Promise<BloodMarker[]> {
    return this.queries.list(viewer, patientId, search);
  }

  @Query(() => BloodMarker, { nullable: true, description: 'Null = unknown code.' })
  bloodMarker(
    @CurrentViewer() viewer: Viewer,
    @Args('patientId', { type: () => ID }) patientId: string,
    @Args('code') code: string,
  ): Promise<BloodMarker | null> {
    return this.queries.marker(viewer, patientId, code);
  }

  @Query(() => BloodMarker, { nullable: true, description: 'Alias of bloodMarker.' })
  patientBloodMarker(
    @CurrentViewer() viewer: Viewer,
    @Args('patientId', { type: () => ID }) patientId: string,
    @Args('code') code: string,
  ): Promise<BloodMarker | null> {
    return this.queries.marker(viewer, patientId, code);
  }

  @Query(() => [BloodMarkerHistoryEntry], { description: 'Newest first; limit 1 to 50.' })
  bloodMarkerHistory(
    @CurrentViewer() viewer: Viewer,
    @Args('patientId', { type: () => ID }) patientId: string,
    @Args('code') code: string,
    @Args('limit', { type: () => Int, defaultValue: 5 }) limit: number,
  ): Promise<BloodMarkerHistoryEntry[]> {
    return this.queries.history(viewer, patientId, code, limit);
  }

  @Mutation(() => AnalysisResult, { description: 'Blood values typed in by the doctor (source Doctor).' })
  saveBloodResults(
    @CurrentViewer() viewer: Viewer,
    @Args('patientId', { type: () => ID }) patientId: string,
    @Args('date') date: string,
    @Args('values', { type: () => [BloodResultValueInput] }) values: BloodResultValueInput[],
  ): Promise<AnalysisResult> {
    return this.entry.save(viewer, patientId, date, values);
  }

  @Mutation(() => BloodMarkerHistoryEntry, {
    description: 'Corrects a value; the old one is kept as an earlier version. Refused for lab (Noi) values.',
  })
  updateBloodAnalysisResult(
    @CurrentViewer() viewer: Viewer,
    @Args('id', { type: () => ID }) id: string,
    @Args('value') value: string,
    @Args('date') date: string,
  ): Promise<BloodMarkerHistoryEntry> {
    return this.entry.update(viewer, id, value, date);
  }

  @Mutation(() => DeletedAnalysisResult, {
    description: 'Soft-deletes a value; refused for lab (Noi) values.',
  })
  deleteAnalysisResult(
    @CurrentViewer() viewer: Viewer,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<DeletedAnalysisResult> {
    return this.entry.delete(viewer, id);
  }
}
