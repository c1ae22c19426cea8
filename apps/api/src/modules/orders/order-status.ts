import { registerEnumType } from '@nestjs/graphql';
import '../../common/graphql/shared-enum-types.js';

export { PaymentStatus } from '@portal/shared-types';

/**
 * The order's overall status (doctor spec, section 4), stored as a smallint code. The codes follow the
 * order's progress, so "arrived in the lab or later" is `status >= ArrivedInLab`; 0 is Draft, the
 * status of an order that has none (admin spec: "Orders with no status default to 0"). GraphQL
 * speaks the names. Never renumber: the codes are stored.
 */
export enum OrderStatus {
  Draft = 0,
  OrderPlaced = 1,
  SampleNotRegistered = 2,
  SampleRegistered = 3,
  /** Blood sample registered, DNA sample pending. */
  BloodSampleRegistered = 4,
  /** DNA sample registered, blood sample pending. */
  DnaSampleRegistered = 5,
  SentToLab = 6,
  ArrivedInLab = 7,
  AnalysisStarted = 8,
  /** Analysis finished, the report is being created. */
  AnalysisFinished = 9,
  NotEnoughData = 10,
  ResultsSaved = 11,
  ResultsReady = 12,
  ProductionStarted = 13,
  OrderShipped = 14,
  /** Sample quality too low, more samples needed. */
  Recall = 15,
  Canceled = 16,
}
registerEnumType(OrderStatus, { name: 'OrderStatus' });

/** The lab/production part of an order: one per type at most. */
export enum NoiOrderType {
  blood = 'blood',
  dna = 'dna',
  supplements = 'supplements',
}
registerEnumType(NoiOrderType, { name: 'NoiOrderType' });

/**
 * Statuses of a lab/production part. Blood and DNA parts move through the sample and lab states;
 * the supplements part through its own (spec: Canceled, NotEnoughData, OrderPlaced, OrderShipped,
 * ProductionStarted, SupplementsRegistered, WaitingForResults, Delayed, Paused).
 */
export enum NoiOrderStatus {
  OrderPlaced = 'OrderPlaced',
  SampleNotRegistered = 'SampleNotRegistered',
  SampleRegistered = 'SampleRegistered',
  SentToLab = 'SentToLab',
  ArrivedInLab = 'ArrivedInLab',
  AnalysisStarted = 'AnalysisStarted',
  AnalysisFinished = 'AnalysisFinished',
  ResultsSaved = 'ResultsSaved',
  ResultsReady = 'ResultsReady',
  Recall = 'Recall',
  NotEnoughData = 'NotEnoughData',
  SupplementsRegistered = 'SupplementsRegistered',
  WaitingForResults = 'WaitingForResults',
  /** 'Ärztliche Überprüfung der Rezeptur' */
  Delayed = 'Delayed',
  /** 'Abo aktuell pausiert' */
  Paused = 'Paused',
  ProductionStarted = 'ProductionStarted',
  OrderShipped = 'OrderShipped',
  Canceled = 'Canceled',
}
registerEnumType(NoiOrderStatus, { name: 'NoiOrderStatus' });
