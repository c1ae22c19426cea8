import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailProcessor } from './mail.processor.js';
import { MailService } from './mail.service.js';
import { MailTransport } from './mail.transport.js';
import { SentMail } from './sent-mail.entity.js';

@Module({
  imports: [TypeOrmModule.forFeature([SentMail])],
  providers: [MailService, MailTransport, MailProcessor],
  exports: [MailService],
})
export class MailModule {}
