import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { NotFoundPage } from '../notFound/NotFoundPage';
import { patientBasename, portalOf } from '../portal/portal';
import { portalRoutes } from './routers';

// The pages the API's mails link to, in the shapes their builders write them (apps/api):
// PatientAccountLinks (invitation, login), PatientPasswordResetService, QuestionnaireLinkUrls,
// PaymentLinksService, InvitationService, RegistrationService, EmailChangeService, PasswordResetService.
const guid = '0f8fad5b-d9cb-469f-a165-70867728950e';
const signed = 'expires=1796000000&signature=4f2a9c';
const mailLinks = {
  patientInvitation: `/patient/register?guid=${guid}&email=a%40b.de&firstName=Anna&lastName=Berg&${signed}`,
  patientAccountCreated: '/patient/login',
  patientPasswordReset: '/patient/change-password?token=abc',
  patientQuestionnaire: `/patients/${guid}/login?${signed}`,
  paymentLink: '/pay/abc123',
  doctorInvitation: `/doctors/12/register?${signed}`,
  accountActivation: '/account-activation?email=a%40b.de&activation_token=abc',
  emailChange: `/confirm-email-change/12/neu%40b.de?${signed}`,
  passwordReset: '/change-password?token=abc&email=a%40b.de',
};

function pageOf(link: string) {
  const url = new URL(link, 'https://portal.example');
  const portal = portalOf(url.pathname);
  const matches = matchRoutes(
    portalRoutes(portal),
    url.pathname,
    portal === 'patient' ? patientBasename : undefined,
  );
  return matches?.at(-1)?.route;
}

/** The screen a link shows: the route's element, or the component its lazy route loads. */
async function screenOf(link: string): Promise<unknown> {
  const route = pageOf(link);
  if (typeof route?.lazy === 'function') return (await route.lazy()).Component;
  return (route?.element as { type?: unknown } | undefined)?.type;
}

describe('links in mails', () => {
  it.each(Object.entries(mailLinks))('%s leads to a page, not the 404 page', async (_mail, link) => {
    const screen = await screenOf(link);
    expect(screen).toBeTruthy();
    expect(screen).not.toBe(NotFoundPage);
  });

  it('an unknown path does lead to the 404 page (the check can fail)', async () => {
    expect(await screenOf('/patient/nowhere')).toBe(NotFoundPage);
    expect(await screenOf('/nowhere')).toBe(NotFoundPage);
  });
});
