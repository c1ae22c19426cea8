/**
 * How a patient session was opened: `portal` by the patient portal's username and password,
 * `questionnaire` by a signed questionnaire link and the birth date. Each patient call says which it accepts.
 */
export enum PatientSessionKind {
  Portal = 'portal',
  Questionnaire = 'questionnaire',
}

/** The patient a patient session acts for. Never set together with a doctor's or admin's viewer. */
export class PatientViewer {
  constructor(
    readonly patientId: string,
    readonly kind: PatientSessionKind,
    /** The questionnaire link the session was opened with (questionnaire sessions only). */
    readonly questionnaireLinkId: string | null = null,
  ) {}
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** Set by the AuthGuard on patient calls: the patient of the session. */
      patientViewer?: PatientViewer | null;
    }
  }
}
