import { Module } from '@nestjs/common';
import { LegalResolver } from './legal.resolver.js';

/** The legal pages' data: the operator from the configuration (the texts are the web's, in @portal/i18n). */
@Module({ providers: [LegalResolver] })
export class LegalModule {}
