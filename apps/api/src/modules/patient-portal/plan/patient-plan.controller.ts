import { Body, Controller, Delete, Get, Header, HttpCode, Param, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { CurrentPatient, PatientOnly } from '../../../common/auth/auth.decorators.js';
import { PatientSessionKind, type PatientViewer } from '../../../common/auth/patient-viewer.js';
import { SubscriptionChangeRequests } from '../../subscriptions/index.js';
import { PatientPlanRequestBody } from './patient-plan.dto.js';
import {
  PatientPlan,
  type PatientPlanRequestView,
  type PatientPlanView,
  requestView,
} from './patient-plan.service.js';

/**
 * The patient's supplement plan (issue 34, point 4): GET /api/patient/plan (`plan: null` without one), and the
 * request to pause or cancel that the doctor confirms: POST /api/patient/plan/requests, DELETE …/requests/:id.
 */
@PatientOnly(PatientSessionKind.Portal)
@Controller('api/patient/plan')
export class PatientPlanController {
  constructor(
    private readonly plans: PatientPlan,
    private readonly requests: SubscriptionChangeRequests,
  ) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  async plan(@CurrentPatient() patient: PatientViewer): Promise<{ plan: PatientPlanView | null }> {
    return { plan: await this.plans.plan(patient.patientId) };
  }

  @Post('requests')
  @HttpCode(201)
  async request(
    @CurrentPatient() patient: PatientViewer,
    @Body() body: PatientPlanRequestBody,
    @Req() req: Request,
  ): Promise<{ request: PatientPlanRequestView }> {
    const request = await this.requests.request(patient.patientId, body.kind, body.message ?? null, req);
    return { request: requestView(request) };
  }

  @Delete('requests/:id')
  @HttpCode(200)
  async withdraw(
    @CurrentPatient() patient: PatientViewer,
    @Param('id') id: string,
    @Req() req: Request,
  ): Promise<{ withdrawn: true }> {
    await this.requests.withdraw(patient.patientId, id, req);
    return { withdrawn: true };
  }
}
