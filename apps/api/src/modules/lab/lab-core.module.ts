import { Module } from '@nestjs/common';
import { LabDispatch } from './lab-dispatch.service.js';
import { LabOnOrderPaid } from './order-paid.listener.js';

/** What other areas need of the lab exchange in both processes: queueing parts that are ready. */
@Module({ providers: [LabDispatch, LabOnOrderPaid], exports: [LabDispatch] })
export class LabCoreModule {}
