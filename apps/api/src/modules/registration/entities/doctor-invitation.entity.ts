import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import type { User } from '../../users/entities/user.entity.js';

/**
 * An administrator's invitation of a doctor: one row per invited account. Resending issues a new link
 * with a new expiry on the same row (older links stop working, see InvitationService.accept);
 * deleting withdraws the link; accepting ends it.
 */
@Entity({ name: 'doctor_invitations' })
export class DoctorInvitation {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  // The invited account (the user of the doctor record).
  @Index('doctor_invitations_receiver_unique', { unique: true })
  @Column({ type: 'bigint' })
  receiver_id: string;

  @ManyToOne('User', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'receiver_id' })
  receiver?: User;

  // The administrator who sent it last.
  @Column({ type: 'bigint', nullable: true })
  sender_id: string | null;

  @ManyToOne('User', { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'sender_id' })
  sender?: User | null;

  @Column({ type: 'timestamptz' })
  sent_at: Date;

  // The expiry of the one link that works; the link's signed `expires` must equal it (to the second).
  @Column({ type: 'timestamptz' })
  expires_at: Date;

  @Column({ type: 'timestamptz', nullable: true })
  deleted_at: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  accepted_at: Date | null;

  @Column({ type: 'int', default: 1 })
  times_sent: number;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;
}
