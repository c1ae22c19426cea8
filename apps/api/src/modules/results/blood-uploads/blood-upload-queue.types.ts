import { ArgsType, Field, ObjectType } from '@nestjs/graphql';
import { IsEnum } from 'class-validator';
import { Paginated } from '../../../common/pagination/paginated.type.js';
import { PaginationArgs } from '../../../common/pagination/pagination.args.js';
import { BloodUpload, BloodUploadState } from './blood-upload.entity.js';

@ObjectType()
export class BloodUploadPaginator extends Paginated(BloodUpload) {}

@ArgsType()
export class BloodUploadQueueArgs extends PaginationArgs {
  @Field(() => BloodUploadState, {
    defaultValue: BloodUploadState.Received,
    description: 'Received: the open ones, oldest first; Processed or Rejected: most recently handled first.',
  })
  @IsEnum(BloodUploadState)
  state: BloodUploadState = BloodUploadState.Received;
}
