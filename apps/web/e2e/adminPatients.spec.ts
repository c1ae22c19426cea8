import { expect, test } from './support/test';
import { createAdmin, createDoctor } from './support/accounts';
import { linkFromInbox } from './support/inbox';
import { expectHeaderFits } from './support/layout';
import { addToCart, reviewAndPlace } from './support/orders';
import { createPatientThroughApi } from './support/patients';
import { logIn, logOut } from './support/session';

test.use({ locale: 'de-DE' });

test('an admin reads the dashboard, relocates a patient to another doctor, invites them and opens their plan', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const from = createDoctor({ last_name: `Abgabe${stamp}` });
  const to = createDoctor({ last_name: `Aufnahme${stamp}` });
  const lastName = `Umzug${stamp}`;
  const patientEmail = `${lastName.toLowerCase()}@example.com`;

  // The patient of the first doctor, with an Elements plan (a placed supplements order starts it).
  await logIn(page, from.email, from.password);
  await expect(page).toHaveURL(/\/patients$/);
  const patientId = await createPatientThroughApi(page, {
    first_name: 'Lena',
    last_name: lastName,
    email: patientEmail,
    biological_sex: 'Female',
  });
  await page.goto(`/patients/${patientId}/subscriptions?action=new_subscription`);
  await addToCart(page, ['Elements Rezeptur (personalisiert)']);
  await reviewAndPlace(page);
  await expect(page.getByRole('dialog', { name: 'Neuer Auftrag' })).toBeHidden();
  await logOut(page);

  // The dashboard: subscriber totals and the month's best sellers in the sidebar.
  const admin = createAdmin();
  await logIn(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/admin$/);
  const subscribers = page.locator('[data-section="subscribers"]');
  await expect(subscribers.getByText('Abonnent/-innen')).toBeVisible();
  expect(Number(await subscribers.locator('[data-figure="active"]').textContent())).toBeGreaterThan(0);
  await expect(page.locator('[data-section="best-sellers"]').getByText('Bestseller')).toBeVisible();
  // The newest orders, ours first.
  await expect(page.locator('[data-section="latest-orders"] tbody tr').first()).toContainText(
    `Lena ${lastName}`,
  );
  // The therapists registered last: the two doctors of this journey among them.
  await expect(page.locator('[data-section="latest-therapists"]')).toContainText(to.last_name);
  // The admin's header, the longest one, holds on a 1,024 px wide desktop.
  await page.setViewportSize({ width: 1024, height: 768 });
  await expectHeaderFits(page);
  await page.setViewportSize({ width: 1280, height: 720 });

  // Patients, filtered by the first doctor.
  await page.getByRole('link', { name: 'Patients' }).click();
  await expect(page).toHaveURL(/\/admin\/patients$/);
  await page.getByRole('button', { name: 'Therapeut/-in', exact: true }).click();
  await page.getByRole('option', { name: new RegExp(from.last_name) }).click();
  await expect(page).toHaveURL(/byDoctorId=\d+/);
  const row = page.getByRole('row', { name: new RegExp(lastName) });
  await expect(row).toHaveCount(1);
  await expect(row.locator('[data-column="doctor"]')).toHaveText(`${from.first_name} ${from.last_name}`);
  await expect(row.getByText('Aktiv', { exact: true })).toBeVisible();

  // Relocation: a target doctor must be chosen, then the patient moves.
  await row.getByRole('button', { name: 'Optionen' }).click();
  await page.getByRole('menuitem', { name: 'Patient/-in verschieben' }).click();
  await expect(page).toHaveURL(/action=patient_relocation&patientId=\d+&patientGuid=[0-9a-f-]+&patientName=/);
  const relocation = page.getByRole('dialog', { name: 'Patient/-in verschieben' });
  await relocation.getByRole('button', { name: 'Verschieben' }).click();
  await expect(relocation.getByText(/Bitte wählen Sie die Ärztin bzw\. den Arzt/)).toBeVisible();
  await relocation.getByRole('button', { name: 'Neue/r Therapeut/-in' }).click();
  await page.getByRole('option', { name: new RegExp(to.last_name) }).click();
  await relocation.getByRole('button', { name: 'Verschieben' }).click();
  await expect(page.getByText('Die Patientenakte wurde verschoben.')).toBeVisible();
  await expect(relocation).toBeHidden();
  // Filtered by the first doctor, the patient is gone; by the second, the row names the new doctor.
  await expect(row).toHaveCount(0);
  await page.getByRole('button', { name: 'Therapeut/-in', exact: true }).click();
  await page.getByRole('option', { name: new RegExp(to.last_name) }).click();
  await expect(row.locator('[data-column="doctor"]')).toHaveText(`${to.first_name} ${to.last_name}`);

  // The portal invitation: confirmed, sent, and the link arrives in the patient's mailbox.
  await row.getByRole('button', { name: 'Optionen' }).click();
  await expect(page.getByRole('menuitem', { name: 'Patient/-in löschen' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await page.getByRole('menuitem', { name: 'Ins Patientenportal einladen' }).click();
  await expect(page).toHaveURL(/action=invite_patient&.*patientEmail=/);
  const invitation = page.getByRole('dialog', { name: 'Ins Patientenportal einladen' });
  await expect(invitation.getByText(patientEmail)).toBeVisible();
  await invitation.getByRole('button', { name: 'Einladung senden' }).click();
  await expect(page.getByText('Die Einladung ins Patientenportal wurde verschickt.')).toBeVisible();
  const link = await linkFromInbox(request, patientEmail, /\/patient\/register\?/);
  expect(new URL(link).searchParams.get('email')).toBe(patientEmail);

  // Subscriptions, by the new doctor: the plan followed the patient; expanded, it lists its order.
  await page.getByRole('link', { name: 'Subscriptions' }).click();
  await expect(page).toHaveURL(/\/admin\/subscriptions$/);
  await expect(page.locator('[data-figure="active"]')).toBeVisible();
  await page.getByRole('button', { name: 'Therapeut/-in', exact: true }).click();
  await page.getByRole('option', { name: new RegExp(to.last_name) }).click();
  const plan = page.getByRole('row', { name: new RegExp(lastName) });
  await expect(plan).toHaveCount(1);
  await plan.getByRole('button', { name: 'Aufträge anzeigen' }).click();
  const orders = page.getByRole('table', { name: 'Aufträge' });
  await expect(orders.getByText(/^B-\d{4}-\d{5}$/)).toBeVisible();
  await orders.getByRole('button', { name: 'Details' }).click();
  await expect(page).toHaveURL(/action=order_details&orderId=\d+/);
});
