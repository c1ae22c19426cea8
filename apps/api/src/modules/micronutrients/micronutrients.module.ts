import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Micronutrient } from './micronutrient.entity.js';
import { MicronutrientsService } from './micronutrients.service.js';

/** The micronutrient catalogue. Its queries (micronutrients, micronutrient) come with the results area. */
@Module({
  imports: [TypeOrmModule.forFeature([Micronutrient])],
  providers: [MicronutrientsService],
  exports: [MicronutrientsService],
})
export class MicronutrientsModule {}
