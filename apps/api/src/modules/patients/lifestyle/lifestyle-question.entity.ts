import { Field, ID, ObjectType, registerEnumType } from '@nestjs/graphql';
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { BiologicalSex } from '../entities/patient.entity.js';

export enum LifestyleQuestionType {
  Single = 'Single',
  Multiple = 'Multiple',
  Chip = 'Chip',
}
registerEnumType(LifestyleQuestionType, { name: 'LifestyleQuestionType' });

@ObjectType()
export class LifestyleAnswerOption {
  @Field()
  value: string;

  @Field()
  de: string;

  @Field()
  en: string;
}

@ObjectType()
export class LifestyleQuestionCondition {
  @Field({ description: 'key_question of the question this one depends on.' })
  key_question: string;

  @Field({ description: 'Shown only when that question is answered with this value.' })
  value: string;
}

@ObjectType()
@Entity({ name: 'lifestyle_questions' })
@Index('lifestyle_questions_sort_index', ['sort_order', 'id'])
export class LifestyleQuestion {
  @Field(() => ID)
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Field()
  @Index('lifestyle_questions_key_unique', { unique: true })
  @Column({ type: 'varchar', length: 64 })
  key_question: string;

  @Field(() => LifestyleQuestionType)
  @Column({ type: 'enum', enum: LifestyleQuestionType, enumName: 'lifestyle_question_type' })
  type: LifestyleQuestionType;

  @Field({ description: 'Question text, German.' })
  @Column({ type: 'text' })
  de: string;

  @Field({ description: 'Question text, English.' })
  @Column({ type: 'text' })
  en: string;

  @Field(() => [LifestyleAnswerOption])
  @Column({ type: 'jsonb' })
  answers: LifestyleAnswerOption[];

  @Field(() => BiologicalSex, { nullable: true, description: 'Asked only of this sex; null for everyone.' })
  @Column({ type: 'enum', enum: BiologicalSex, enumName: 'biological_sex', nullable: true })
  only_for_sex: BiologicalSex | null;

  @Field(() => LifestyleQuestionCondition, { nullable: true })
  @Column({ type: 'jsonb', nullable: true })
  show_if: LifestyleQuestionCondition | null;

  @Column({ type: 'int' })
  sort_order: number;
}
