import { Injectable } from '@nestjs/common';
import { OnDomainEvent } from '../../events/index.js';
import { SampleRegistered } from '../samples/index.js';
import { LabDispatch } from './lab-dispatch.service.js';

/** A registered sample of a paid order goes to the lab, after the registration's commit. */
@Injectable()
export class LabOnSampleRegistered {
  constructor(private readonly dispatch: LabDispatch) {}

  @OnDomainEvent(SampleRegistered, 'lab.send-registered-sample', 'after-commit')
  async onSampleRegistered({ orderId }: { orderId: string }): Promise<void> {
    await this.dispatch.sendReadyParts(orderId);
  }
}
