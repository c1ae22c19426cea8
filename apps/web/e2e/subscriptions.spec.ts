import { expect, test } from './support/test';
import { createDoctor } from './support/accounts';
import { addToCart, reviewAndPlace } from './support/orders';
import { createPatientThroughApi } from './support/patients';
import { logIn } from './support/session';

test.use({ locale: 'de-DE' });

test('a doctor starts a patient’s Elements plan, pauses, resumes and cancels it; the badge follows', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const doctor = createDoctor();
  await logIn(page, doctor.email, doctor.password);
  await expect(page).toHaveURL(/\/patients$/);
  const lastName = `Abo${Date.now()}`;
  const patientId = await createPatientThroughApi(page, {
    first_name: 'Clara',
    last_name: lastName,
    email: `${lastName.toLowerCase()}@example.com`,
    biological_sex: 'Female',
  });

  // No plan yet: inaktiv, and the empty state's way to a first one.
  await page.goto(`/patients/${patientId}/subscriptions`);
  const badge = page.locator('.patient-plan');
  await expect(badge).toHaveText('inaktiv');
  await expect(page.getByText('Noch kein Elements-Plan.')).toBeVisible();

  // The plan starts with a supplements order; the shop opens on Supplements over the subscriptions tab.
  await page.getByRole('button', { name: 'Elements-Plan aktivieren' }).click();
  await expect(page).toHaveURL(/action=new_subscription/);
  const modal = page.getByRole('dialog', { name: 'Neuer Auftrag' });
  await expect(modal.getByRole('tab', { name: 'Supplements', selected: true })).toBeVisible();
  await addToCart(page, ['Elements Rezeptur (personalisiert)']);
  await reviewAndPlace(page);
  await expect(modal).toBeHidden();

  // Placed but not yet paid: active, with the payment pending.
  const row = page.getByRole('row').filter({ hasText: 'every 90 days' });
  await expect(row.getByText('aktiv (Zahlung ausstehend)')).toBeVisible();
  await expect(row.getByText(/^B-\d{4}-\d{5}$/)).toBeVisible();
  await expect(badge).toHaveText('aktiv (Zahlung ausstehend)');
  const newPlan = page.getByRole('button', { name: 'Elements-Plan aktivieren' });
  await expect(newPlan).toBeDisabled();
  // The disabled button says why.
  await newPlan.hover();
  await expect(page.getByText(/Es gibt bereits ein aktives oder pausiertes Abo/)).toBeVisible();

  // Pause: production and payments halt until resumed (by itself after 60 days).
  const act = async (name: string) => {
    await row.getByRole('button', { name: 'Aktionen' }).click();
    await page.getByRole('menuitem', { name }).click();
  };
  await act('Abo pausieren');
  await expect(page).toHaveURL(/action=pause_subscription&subscriptionId=\d+/);
  const pause = page.getByRole('dialog', { name: 'Abo pausieren' });
  await expect(pause.getByText(/Nach 60 Tagen wird das Abo automatisch fortgesetzt/)).toBeVisible();
  await pause.getByRole('button', { name: 'Abo pausieren' }).click();
  await expect(page.getByText('Das Abo ist pausiert.')).toBeVisible();
  await expect(badge).toHaveText('pausiert');
  await expect(row.getByText('subscription currently paused')).toBeVisible();

  // Resume.
  await act('Abo fortsetzen');
  await page
    .getByRole('dialog', { name: 'Abo fortsetzen' })
    .getByRole('button', { name: 'Abo fortsetzen' })
    .click();
  await expect(page.getByText('Das Abo läuft wieder.')).toBeVisible();
  await expect(badge).toHaveText('aktiv (Zahlung ausstehend)');

  // Cancel: the dialog gives the provider's phone; afterwards no action is left and a new plan may start.
  await act('Abo kündigen');
  const cancel = page.getByRole('dialog', { name: 'Abo kündigen' });
  await expect(cancel.getByText(/betrifft nur künftige Lieferungen/)).toBeVisible();
  await expect(cancel.getByRole('link', { name: '+49 30 120 345 60' })).toHaveAttribute(
    'href',
    'tel:+493012034560',
  );
  // A reload shows the same dialog.
  await page.reload();
  await cancel.getByRole('button', { name: 'Abo kündigen' }).click();
  await expect(page.getByText('Das Abo ist gekündigt.')).toBeVisible();
  await expect(badge).toHaveText('gekündigt');
  await expect(row.getByRole('button', { name: 'Aktionen' })).toHaveCount(0);
  await expect(newPlan).toBeEnabled();
});
