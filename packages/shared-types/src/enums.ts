// Keys equal values, so NestJS `registerEnumType` exposes exactly the spec's names in GraphQL.
import { valuesOf } from './const-enum.js';

export { isOneOf } from './const-enum.js';

export const Salutation = {
  female: 'female',
  male: 'male',
  divers: 'divers',
  not_specified: 'not_specified',
} as const;
export type Salutation = (typeof Salutation)[keyof typeof Salutation];
export const SALUTATIONS = valuesOf(Salutation);

export const TwoFactorMethod = {
  EMAIL: 'EMAIL',
  APP: 'APP',
} as const;
export type TwoFactorMethod = (typeof TwoFactorMethod)[keyof typeof TwoFactorMethod];
export const TWO_FACTOR_METHODS = valuesOf(TwoFactorMethod);

export const ConsentType = {
  NewOrder: 'NewOrder',
  NewPatient: 'NewPatient',
  PatientRegistration: 'PatientRegistration',
  /** The practice's self-billing agreement (Gutschriftverfahren, § 14 Abs. 2 Satz 2 UStG). */
  SelfBilling: 'SelfBilling',
  UploadBloodResult: 'UploadBloodResult',
  UserRegistration: 'UserRegistration',
} as const;
export type ConsentType = (typeof ConsentType)[keyof typeof ConsentType];
export const CONSENT_TYPES = valuesOf(ConsentType);

export const Permission = {
  ManageFeatures: 'ManageFeatures',
  ManageFormulas: 'ManageFormulas',
  ManageMedicalCenters: 'ManageMedicalCenters',
  ManagePermissions: 'ManagePermissions',
  ManageUsers: 'ManageUsers',
  RunArtisanCommands: 'RunArtisanCommands',
  ViewEmails: 'ViewEmails',
  ViewPulse: 'ViewPulse',
  ViewTelescope: 'ViewTelescope',
} as const;
export type Permission = (typeof Permission)[keyof typeof Permission];
export const PERMISSIONS = valuesOf(Permission);

export const SortOrder = {
  ASC: 'ASC',
  DESC: 'DESC',
} as const;
export type SortOrder = (typeof SortOrder)[keyof typeof SortOrder];
export const SORT_ORDERS = valuesOf(SortOrder);
