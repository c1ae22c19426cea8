import { Args, ArgsType, Field, Int, Query, Resolver } from '@nestjs/graphql';
import { InjectRepository } from '@nestjs/typeorm';
import { MAX_PAGE_SIZE, Permission } from '@portal/shared-types';
import { IsInt, Max, Min } from 'class-validator';
import { Repository } from 'typeorm';
import { RequirePermissions } from '../../common/auth/auth.decorators.js';
import { Doctor } from './entities/doctor.entity.js';
import { User } from './entities/user.entity.js';

@ArgsType()
export class DoctorsArgs {
  @Field(() => Int, { defaultValue: MAX_PAGE_SIZE })
  @IsInt()
  @Min(1, { message: 'The page size (first) must be at least 1.' })
  @Max(MAX_PAGE_SIZE, { message: `The page size (first) may not be greater than ${MAX_PAGE_SIZE}.` })
  first: number = MAX_PAGE_SIZE;
}

/** The admins' doctor pickers (spec: all doctors, first 1000): users with a doctor record, by name. */
@Resolver(() => User)
export class DoctorsResolver {
  constructor(@InjectRepository(User) private readonly users: Repository<User>) {}

  @RequirePermissions(Permission.ManageMedicalCenters)
  @Query(() => [User], {
    description:
      'Admins: every doctor (a user with a doctor record; `doctor.id` is what `doctorId` arguments take), by name.',
  })
  doctors(@Args() { first }: DoctorsArgs): Promise<User[]> {
    return this.users
      .createQueryBuilder('user')
      .innerJoin(Doctor, 'doctor', 'doctor.user_id = user.id')
      .orderBy('user.last_name')
      .addOrderBy('user.first_name')
      .addOrderBy('user.id')
      .take(first)
      .getMany();
  }
}
