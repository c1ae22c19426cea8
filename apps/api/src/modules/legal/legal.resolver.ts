import { Query, Resolver } from '@nestjs/graphql';
import { Public } from '../../common/auth/auth.decorators.js';
import { AppConfig } from '../../config/app-config.js';
import { OperatorInfo } from './operator.types.js';

@Resolver(() => OperatorInfo)
export class LegalResolver {
  constructor(private readonly config: AppConfig) {}

  @Public()
  @Query(() => OperatorInfo, {
    description: 'The operator of the portal (public): imprint, privacy notice, terms and support contact.',
  })
  operator(): OperatorInfo {
    return this.config.operator;
  }
}
