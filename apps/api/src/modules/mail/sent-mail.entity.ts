import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export enum SentMailStatus {
  Queued = 'queued',
  Sent = 'sent',
  Failed = 'failed',
}

// One row for every message the system sends. The body is not kept: mails carry one-time links and codes.
@Entity({ name: 'sent_mails' })
export class SentMail {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Index('sent_mails_recipient_index')
  @Column({ type: 'varchar', length: 320 })
  recipient: string;

  @Column({ type: 'varchar', length: 64 })
  template: string;

  @Column({ type: 'varchar', length: 2 })
  locale: string;

  @Column({ type: 'varchar', length: 512, nullable: true })
  subject: string | null;

  @Column({
    type: 'enum',
    enum: SentMailStatus,
    enumName: 'sent_mail_status',
    default: SentMailStatus.Queued,
  })
  status: SentMailStatus;

  @Column({ type: 'int', default: 0 })
  attempts: number;

  @Column({ type: 'varchar', length: 1000, nullable: true })
  error: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  messageId: string | null;

  // Set as the mail is handed to the SMTP server, cleared when the server refused it. Still set when a job
  // runs again: the worker died during the hand-over, and sending again could deliver the mail twice.
  @Column({ type: 'timestamptz', nullable: true })
  deliveryStartedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  sentAt: Date | null;
}
