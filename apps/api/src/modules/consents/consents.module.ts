import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ConsentHistoryResolver } from './consent-history.resolver.js';
import { ConsentHistory } from './consent-history.service.js';
import { ConsentAcceptance } from './entities/consent-acceptance.entity.js';
import { ConsentVersion } from './entities/consent-version.entity.js';
import { ConsentWithdrawal } from './entities/consent-withdrawal.entity.js';

@Module({
  imports: [TypeOrmModule.forFeature([ConsentVersion, ConsentAcceptance, ConsentWithdrawal])],
  providers: [ConsentHistory, ConsentHistoryResolver],
})
export class ConsentsModule {}
