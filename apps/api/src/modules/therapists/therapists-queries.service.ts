import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { SortOrder } from '@portal/shared-types';
import { DataSource } from 'typeorm';
import { byKeys, type LoaderRegistry } from '../../common/dataloader/loader-registry.js';
import { paginate } from '../../common/pagination/paginate.js';
import type { Page } from '../../common/pagination/paginated.type.js';
import { escapeLike } from '../../common/sql/escape-like.js';
import { TrashedFilter } from '../patients/index.js';
import { type DoctorInvitation, invitationsOf } from '../registration/index.js';
import { type User, UsersService } from '../users/index.js';
import { ONBOARDING_TYPE_SQL } from './onboarding-type.js';
import { UserOrderByColumn, type UsersArgs } from './therapists.types.js';

// The expression users_search_trgm_index is built on: keep both in step.
export const USER_SEARCH_EXPRESSION = `lower("user"."first_name" || ' ' || "user"."last_name" || ' ' || "user"."email")`;

/**
 * The admin's therapist list (users with a doctor record): one statement for a page, then one per
 * relation through the loaders, whatever the page size.
 */
@Injectable()
export class TherapistsQueries {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersService,
  ) {}

  list(args: UsersArgs): Promise<Page<User>> {
    // The invitation is joined by table name: the page filters on its state in the same statement.
    const query = this.users
      .doctorAccountsQuery()
      .leftJoin('doctor_invitations', 'invitation', 'invitation.receiver_id = user.id');
    if (args.trashed === TrashedFilter.WITH) query.withDeleted();
    if (args.trashed === TrashedFilter.ONLY) query.withDeleted().andWhere('user.deleted_at IS NOT NULL');
    const search = args.search?.trim().toLowerCase();
    if (search)
      query.andWhere(`${USER_SEARCH_EXPRESSION} LIKE :search`, { search: `%${escapeLike(search)}%` });
    if (args.isActive != null) query.andWhere('user.is_active = :isActive', { isActive: args.isActive });
    if (args.partnershipModelId)
      query.andWhere('user.partnership_model_id = :modelId', { modelId: args.partnershipModelId });
    if (args.onboardingType)
      query.andWhere(`(${ONBOARDING_TYPE_SQL}) = :onboardingType`, { onboardingType: args.onboardingType });
    return paginate<User, UserOrderByColumn>(
      query,
      { first: args.first, page: args.page, orderBy: args.orderBy },
      {
        columns: {
          NAME: `lower("user"."last_name" || ' ' || "user"."first_name")`,
          EMAIL: 'user.email',
          CREATED_AT: 'user.created_at',
          LAST_LOGIN_AT: 'user.last_login_at',
        },
        defaultOrder: [{ column: UserOrderByColumn.CREATED_AT, order: SortOrder.DESC }],
        tieBreaker: 'user.id',
      },
    );
  }

  /** The invitation of each invited account, batched. */
  invitationOf(loaders: LoaderRegistry, userId: string): Promise<DoctorInvitation | null> {
    return loaders
      .get<string, DoctorInvitation | null>('invitationByReceiver', async (ids) =>
        byKeys(
          ids,
          await invitationsOf(this.dataSource.manager, ids),
          (invitation) => invitation.receiver_id,
        ),
      )
      .load(userId);
  }
}
