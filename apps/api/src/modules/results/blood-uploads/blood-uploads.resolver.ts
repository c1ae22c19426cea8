import { Args, ArgsType, Field, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Type } from 'class-transformer';
import { ValidateNested } from 'class-validator';
import { CurrentViewer } from '../../../common/auth/auth.decorators.js';
import type { Viewer } from '../../../common/auth/viewer.js';
import { type UploadArgument, UploadScalar } from '../../../common/uploads/upload.scalar.js';
import { IsRowId } from '../../../common/validation/rules.js';
import { ConsentsConnectInput } from '../../patients/index.js';
import { BloodUpload } from './blood-upload.entity.js';
import { BloodUploadsService } from './blood-uploads.service.js';

@ArgsType()
class PatientIdArgs {
  @Field(() => ID)
  @IsRowId()
  patientId: string;
}

@ArgsType()
class UploadBloodResultsArgs extends PatientIdArgs {
  @Field(() => ConsentsConnectInput)
  @ValidateNested()
  @Type(() => ConsentsConnectInput)
  acceptedConsents: ConsentsConnectInput;
}

@Resolver(() => BloodUpload)
export class BloodUploadsResolver {
  constructor(private readonly uploads: BloodUploadsService) {}

  @Query(() => [BloodUpload], {
    description: "The patient's blood value files sent to the service team, newest first.",
  })
  bloodUploads(
    @CurrentViewer() viewer: Viewer,
    @Args() { patientId }: PatientIdArgs,
  ): Promise<BloodUpload[]> {
    return this.uploads.list(viewer, patientId);
  }

  @Mutation(() => BloodUpload, {
    description:
      'Sends one file of blood values (PDF, JPEG or PNG, at most 10 MB) to the service team, who enter the values. A GraphQL multipart request with an X-Requested-With header.',
  })
  uploadBloodAnalysisResults(
    @CurrentViewer() viewer: Viewer,
    @Args() { patientId, acceptedConsents }: UploadBloodResultsArgs,
    // A type-only import: the input pipe must hand the box over as it is.
    @Args('file', { type: () => UploadScalar }) file: UploadArgument,
  ): Promise<BloodUpload> {
    return this.uploads.upload(viewer, patientId, file, acceptedConsents.connect);
  }
}
