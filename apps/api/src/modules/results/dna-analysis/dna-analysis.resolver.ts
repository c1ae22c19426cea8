import { Args, ID, Query, Resolver } from '@nestjs/graphql';
import { CurrentViewer } from '../../../common/auth/auth.decorators.js';
import type { Viewer } from '../../../common/auth/viewer.js';
import { DnaMarkerView } from './graphql/dna-marker.types.js';
import {
  MedicationResultPaginator,
  PatientMedicationResultsArgs,
} from './graphql/medication-result.types.js';
import { DnaAnalysisService } from './services/dna-analysis.service.js';
import { MedicationResultsService } from './services/medication-results.service.js';

@Resolver()
export class DnaAnalysisResolver {
  constructor(
    private readonly dna: DnaAnalysisService,
    private readonly medications: MedicationResultsService,
  ) {}

  @Query(() => [DnaMarkerView], {
    description: "Every DNA marker with the patient's reading; the read is audited.",
  })
  dnaAnalysisList(
    @CurrentViewer() viewer: Viewer,
    @Args('patientId', { type: () => ID }) patientId: string,
    @Args('search', { type: () => String, nullable: true }) search?: string | null,
  ): Promise<DnaMarkerView[]> {
    return this.dna.list(viewer, patientId, search);
  }

  @Query(() => DnaMarkerView, { nullable: true, description: 'One DNA marker; null for an unknown code.' })
  dnaMarker(
    @CurrentViewer() viewer: Viewer,
    @Args('patientId', { type: () => ID }) patientId: string,
    @Args('code') code: string,
  ): Promise<DnaMarkerView | null> {
    return this.dna.marker(viewer, patientId, code);
  }

  @Query(() => MedicationResultPaginator, {
    description:
      "The medication tolerance from the patient's genotypes; unanalysed medications have null interpretations.",
  })
  patientMedicationResults(
    @CurrentViewer() viewer: Viewer,
    @Args() args: PatientMedicationResultsArgs,
  ): Promise<MedicationResultPaginator> {
    return this.medications.page(viewer, args.patient_id, args);
  }
}
