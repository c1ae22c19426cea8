import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ConsentHistoryResolver } from './consent-history.resolver.js';
import { ConsentHistory } from './consent-history.service.js';
import { ConsentAcceptance } from './entities/consent-acceptance.entity.js';
import { ConsentVersion } from './entities/consent-version.entity.js';

@Module({
  imports: [TypeOrmModule.forFeature([ConsentVersion, ConsentAcceptance])],
  providers: [ConsentHistory, ConsentHistoryResolver],
})
export class ConsentsModule {}
