import { ResolveField, Resolver } from '@nestjs/graphql';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { byKeys } from '../../common/dataloader/loader-registry.js';
import type { GraphqlContext } from '../../common/graphql/graphql-context.js';
import { AuditLogEntryView } from '../audit/index.js';
import { User } from './entities/user.entity.js';
import { type NoArgs } from '../../common/graphql/field-resolver.js';

/**
 * AuditLogEntry.user and .impersonator (the admins' audit view, whose query lets only admins in),
 * batched: one statement for every account on a page, deleted accounts included.
 */
@Resolver(() => AuditLogEntryView)
export class AuditEntryAccountsResolver {
  constructor(@InjectRepository(User) private readonly users: Repository<User>) {}

  @ResolveField(() => User, {
    nullable: true,
    description:
      'The account the action was made as (the doctor while an admin impersonated); null: the system or a patient.',
  })
  user(entry: AuditLogEntryView, _args: NoArgs, ctx: GraphqlContext): Promise<User | null> {
    return this.account(ctx, entry.user_id);
  }

  @ResolveField(() => User, {
    nullable: true,
    description: 'The admin who acted while impersonating the account.',
  })
  impersonator(entry: AuditLogEntryView, _args: NoArgs, ctx: GraphqlContext): Promise<User | null> {
    return this.account(ctx, entry.impersonator_id);
  }

  private account(ctx: GraphqlContext, userId: string | null): Promise<User | null> {
    if (!userId) return Promise.resolve(null);
    return ctx.loaders
      .get<string, User | null>('auditAccountById', async (ids) =>
        byKeys(
          ids,
          await this.users.find({ where: { id: In([...ids]) }, withDeleted: true }),
          (user) => user.id,
        ),
      )
      .load(userId);
  }
}
