import { ArgsType, Field, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { IsEnum } from 'class-validator';
import { IsRowId } from '../../common/validation/rules.js';

/** What needs doing; the first six are a practice's, the rest the admins'. Order is the panel's order. */
export enum WorkQueueItemKind {
  SamplesToRegister = 'SamplesToRegister',
  PaymentsOverdue = 'PaymentsOverdue',
  ResultsUnopened = 'ResultsUnopened',
  RecipesToApprove = 'RecipesToApprove',
  SubscriptionPaymentsPending = 'SubscriptionPaymentsPending',
  SubscriptionChangeRequests = 'SubscriptionChangeRequests',
  BloodUploadsRejected = 'BloodUploadsRejected',
  LabRegistrationErrors = 'LabRegistrationErrors',
  LabReportsQuarantined = 'LabReportsQuarantined',
  BloodUploadsWaiting = 'BloodUploadsWaiting',
  PaymentsFailed = 'PaymentsFailed',
  CreditNotesToPay = 'CreditNotesToPay',
}
registerEnumType(WorkQueueItemKind, {
  name: 'WorkQueueItemKind',
  description: 'One kind of work waiting in the work queue ("Zu erledigen").',
});

/** The result screens whose opening is recorded. */
export enum OpenedResultType {
  blood = 'blood',
  dna = 'dna',
}
registerEnumType(OpenedResultType, { name: 'OpenedResultType' });

@ObjectType({ description: 'How many of one kind of work wait, and the screen where it is done.' })
export class WorkQueueItem {
  @Field(() => WorkQueueItemKind)
  kind: WorkQueueItemKind;

  @Field(() => Int)
  count: number;

  @Field({ description: 'The web path (with its list filter or dialog `action=`) where the work is done.' })
  target: string;
}

@ObjectType({
  description: "What needs the viewer now: the practice's work for a doctor, the admins' for an admin.",
})
export class WorkQueue {
  @Field(() => [WorkQueueItem], { description: 'Every kind the viewer works on, zero counts included.' })
  items: WorkQueueItem[];

  @Field(() => Int, { description: 'The sum of the counts.' })
  total: number;
}

@ArgsType()
export class MarkResultsOpenedArgs {
  @Field(() => ID)
  @IsRowId()
  patientId: string;

  @Field(() => OpenedResultType)
  @IsEnum(OpenedResultType)
  type: OpenedResultType;
}
