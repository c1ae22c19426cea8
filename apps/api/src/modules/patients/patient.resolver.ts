import { Args, Context, ID, Info, Mutation, Query, ResolveField, Resolver } from '@nestjs/graphql';
import type { GraphQLResolveInfo } from 'graphql';
import { Selection } from '../../common/graphql/selection.js';
import type { GraphqlContext } from '../../common/graphql/graphql-context.js';
import { CurrentViewer } from '../../common/auth/auth.decorators.js';
import type { Viewer } from '../../common/auth/viewer.js';
import { Country } from '../catalog/index.js';
import { MedicalCenter, MedicalCenterLoader } from '../medical-centers/index.js';
import { PatientShippingAddress } from './entities/patient-shipping-address.entity.js';
import { Patient } from './entities/patient.entity.js';
import { PatientLifestyleAnswer } from './lifestyle/patient-lifestyle-answer.entity.js';
import { PatientLoader } from './patient.loader.js';
import { PatientCommands } from './services/patient-commands.service.js';
import { PatientQueries } from './services/patient-queries.service.js';
import {
  CreatePatientInput,
  PatientPaginator,
  PatientProcessingStatus,
  PatientsArgs,
  UpdatePatientAnswersInput,
  UpdatePatientInput,
} from './inputs/patients.types.js';
import { type NoArgs } from '../../common/graphql/field-resolver.js';

@Resolver(() => Patient)
export class PatientResolver {
  constructor(
    private readonly queries: PatientQueries,
    private readonly commands: PatientCommands,
    private readonly loader: PatientLoader,
    private readonly practices: MedicalCenterLoader,
  ) {}

  @Query(() => PatientPaginator, {
    description: "The viewer's patients (admins: all), newest first by default.",
  })
  patients(
    @CurrentViewer() viewer: Viewer,
    @Args() args: PatientsArgs,
    @Info() info: GraphQLResolveInfo,
    @Context() ctx: GraphqlContext,
  ): Promise<PatientPaginator> {
    return this.queries.list(viewer, args, Selection.of(info).child('data'), ctx.loaders);
  }

  @Query(() => Patient, { description: 'One patient with health data; the read is audited.' })
  patient(@CurrentViewer() viewer: Viewer, @Args('id', { type: () => ID }) id: string): Promise<Patient> {
    return this.queries.get(viewer, id);
  }

  @Query(() => PatientProcessingStatus, {
    description: 'Whether a formula calculation runs for the patient; for polling, not audited.',
  })
  patientProcessingStatus(
    @CurrentViewer() viewer: Viewer,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<PatientProcessingStatus> {
    return this.queries.processingStatus(viewer, id);
  }

  @Mutation(() => Patient)
  createPatient(@CurrentViewer() viewer: Viewer, @Args('input') input: CreatePatientInput): Promise<Patient> {
    return this.commands.create(viewer, input);
  }

  @Mutation(() => Patient)
  updatePatient(
    @CurrentViewer() viewer: Viewer,
    @Args('id', { type: () => ID }) id: string,
    @Args('input') input: UpdatePatientInput,
  ): Promise<Patient> {
    return this.commands.update(viewer, id, input);
  }

  @Mutation(() => Patient)
  updatePatientAnswers(
    @CurrentViewer() viewer: Viewer,
    @Args('input') input: UpdatePatientAnswersInput,
  ): Promise<Patient> {
    return this.commands.updateAnswers(viewer, input);
  }

  @Mutation(() => Patient, { description: 'Takes the patient off the practice; the record stays.' })
  removePatient(
    @CurrentViewer() viewer: Viewer,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<Patient> {
    return this.commands.remove(viewer, id);
  }

  @Mutation(() => Boolean, { description: 'Erases the patient; refused while orders or results exist.' })
  deletePatient(
    @CurrentViewer() viewer: Viewer,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<boolean> {
    return this.commands.delete(viewer, id);
  }

  @ResolveField(() => PatientShippingAddress, { nullable: true })
  shippingAddress(patient: Patient, _args: NoArgs, ctx: GraphqlContext) {
    return this.loader.shippingAddress(ctx.loaders, patient.id);
  }

  @ResolveField(() => [PatientLifestyleAnswer])
  latestAnswers(patient: Patient, _args: NoArgs, ctx: GraphqlContext) {
    return this.loader.latestAnswers(ctx.loaders, patient.id);
  }

  @ResolveField(() => Boolean, {
    description: 'True while a formula calculation for the patient is queued or running.',
  })
  isBeingProcessed(patient: Patient, _args: NoArgs, ctx: GraphqlContext) {
    return this.loader.isBeingProcessed(ctx.loaders, patient.id);
  }

  // isLifestyleQuestionnaireAvailable and lifestyleQuestionnaireLink: questionnaire-links area.

  @ResolveField(() => MedicalCenter, { nullable: true })
  medicalCenter(patient: Patient, _args: NoArgs, ctx: GraphqlContext) {
    return this.practices.byId(ctx.loaders, patient.medical_center_id);
  }
}

@Resolver(() => PatientShippingAddress)
export class PatientShippingAddressResolver {
  constructor(private readonly loader: PatientLoader) {}

  @ResolveField(() => Country, { nullable: true })
  country(address: PatientShippingAddress, _args: NoArgs, ctx: GraphqlContext) {
    return this.loader.country(ctx.loaders, address.country_id);
  }
}
