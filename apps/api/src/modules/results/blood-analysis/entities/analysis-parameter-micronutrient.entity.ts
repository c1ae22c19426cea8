import { Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Micronutrient } from '../../micronutrients/micronutrient.entity.js';
import { AnalysisParameter } from './analysis-parameter.entity.js';

/** Which micronutrients a parameter speaks about (reference data, seeded). */
@Entity({ name: 'analysis_parameter_micronutrients' })
export class AnalysisParameterMicronutrient {
  @PrimaryColumn({ type: 'bigint' })
  parameter_id: string;

  @ManyToOne(() => AnalysisParameter, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'parameter_id' })
  parameter?: AnalysisParameter;

  @PrimaryColumn({ type: 'bigint' })
  micronutrient_id: string;

  @ManyToOne(() => Micronutrient, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'micronutrient_id' })
  micronutrient?: Micronutrient;
}
