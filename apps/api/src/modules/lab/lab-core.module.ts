import { Module } from '@nestjs/common';
import { LabDispatch } from './lab-dispatch.service.js';

/** What other areas need of the lab exchange in both processes: queueing parts that are ready. */
@Module({ providers: [LabDispatch], exports: [LabDispatch] })
export class LabCoreModule {}
