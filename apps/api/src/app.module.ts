import { Module } from '@nestjs/common';
import { APP_PIPE } from '@nestjs/core';
import { InputValidationPipe } from './common/errors/input-validation.pipe.js';
import { GraphqlModule } from './common/graphql/graphql.module.js';
import { HttpSecurityModule } from './common/http/http-security.module.js';
import { CoreModule } from './core.module.js';
import { CatalogModule } from './modules/catalog/catalog.module.js';
import { HealthModule } from './modules/health/health.module.js';
import { MailModule } from './modules/mail/mail.module.js';

/** The HTTP process: GraphQL, REST controllers and the SPA. */
@Module({
  imports: [CoreModule, GraphqlModule, HttpSecurityModule, HealthModule, CatalogModule, MailModule],
  providers: [{ provide: APP_PIPE, useClass: InputValidationPipe }],
})
export class AppModule {}
