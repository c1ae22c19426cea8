import { type Browser, expect, type Page } from '@playwright/test';
import { linkFromInbox } from './inbox';

/** The sandbox of the e2e stack (scripts/e2e-server.mjs): its lab test controls drive the lab. */
const sandboxUrl = (process.env.E2E_MAIL_API ?? 'http://127.0.0.1:3101/mail').replace(/\/mail$/, '');

/** Adds shop items by name to the open new-order modal's cart. */
export async function addToCart(page: Page, names: string[]): Promise<void> {
  const modal = page.getByRole('dialog', { name: 'Neuer Auftrag' });
  for (const name of names) {
    const card = modal
      .getByRole('list', { name: 'Artikel' })
      .getByRole('listitem')
      .filter({ has: page.getByText(name, { exact: true }) });
    await card.getByRole('button', { name: 'Hinzufügen' }).click();
  }
}

/** Step 1 of the modal: accepts the consents, downloads the confirmation and places the order. */
export async function reviewAndPlace(page: Page): Promise<void> {
  const modal = page.getByRole('dialog', { name: 'Neuer Auftrag' });
  await modal.getByRole('button', { name: 'Weiter' }).click();
  const place = modal.getByRole('button', { name: 'Auftrag erteilen' });
  await expect(place).toBeDisabled();
  // The consents load with the step: wait for them before ticking all of them.
  await expect(modal.getByRole('checkbox').first()).toBeVisible();
  for (const consent of await modal.getByRole('checkbox').all()) await consent.check({ force: true });
  const download = page.waitForEvent('download');
  await modal.getByRole('button', { name: 'Auftragsbestätigung herunterladen' }).click();
  expect((await download).suggestedFilename()).toMatch(/^auftragsbestaetigung-.*\.pdf$/);
  await expect(place).toBeEnabled();
  await place.click();
  await expect(page.getByText('Der Auftrag wurde erfolgreich erteilt!')).toBeVisible();
}

/**
 * The patient opens the mailed payment link (a browser of their own), chooses `method` among the provider's
 * methods, pays at the provider and lands on /payment; answers the link. `paidLinks`: links of earlier orders,
 * whose mails are not this one.
 */
export async function payByMailedLink(
  browser: Browser,
  page: Page,
  patientEmail: string,
  amount: string | null,
  paidLinks: readonly string[] = [],
  method = 'Kreditkarte',
): Promise<string> {
  const link = await linkFromInbox(page.request, patientEmail, /\/pay\/[A-Za-z0-9_-]+$/, paidLinks);
  const patientContext = await browser.newContext({ locale: 'de-DE' });
  const patientPage = await patientContext.newPage();
  await patientPage.goto(link);
  if (amount) await expect(patientPage.getByText(amount)).toBeVisible();
  // As a patient does: a click on the method's label (Blueprint draws its own indicator over the input).
  await patientPage.locator('label', { hasText: method }).click();
  await expect(patientPage.getByRole('radio', { name: method })).toBeChecked();
  await patientPage.getByRole('button', { name: 'Jetzt bezahlen' }).click();
  // The provider's checkout, made for the chosen method.
  if (amount) await expect(patientPage.getByText(amount)).toBeVisible();
  await expect(patientPage.getByRole('radio', { name: method })).toBeChecked();
  await patientPage.getByRole('button', { name: 'Bezahlen', exact: true }).click();
  await expect(patientPage).toHaveURL(/\/payment\?orderId=.+&success=true/);
  await expect(patientPage.getByText('Zahlung erfolgreich abgeschlossen')).toBeVisible();
  await patientContext.close();
  return link;
}

interface LabOrder {
  labOrderId: string;
  barcode: string | null;
  status: string;
}

/** The sandbox lab's order for one part of ours ("<order number>-blood"), once the portal has sent it. */
export async function labOrderOf(page: Page, externalOrderNo: string): Promise<LabOrder> {
  let found: LabOrder | undefined;
  await expect
    .poll(
      async () => {
        const response = await page.request.get(
          `${sandboxUrl}/lab/test/orders?${new URLSearchParams({ externalOrderNo }).toString()}`,
        );
        found = ((await response.json()) as LabOrder[])[0];
        return found?.labOrderId;
      },
      { message: `the lab's order ${externalOrderNo}`, timeout: 20_000 },
    )
    .toBeTruthy();
  return found!;
}

/**
 * The lab moves its order on (one step, or to a status); it calls the portal back, signed. A production
 * partner shipping supplements names the parcel (`OrderShipped` with carrier and tracking number).
 */
export async function advanceLabOrder(
  page: Page,
  labOrderId: string,
  to?: string,
  parcel?: { carrier: string; trackingNumber: string },
): Promise<void> {
  const response = await page.request.post(`${sandboxUrl}/lab/test/orders/${labOrderId}/advance`, {
    data: { ...(to === undefined ? {} : { to }), ...parcel },
  });
  expect(response.ok()).toBe(true);
}

/** The lab reports results for its order (blood values or genotypes); it calls the portal back, signed. */
export async function reportLabResults(
  page: Page,
  labOrderId: string,
  report: {
    collectedOn?: string;
    blood?: { code: string; value: number; unit: string }[];
    genotypes?: { gene: string; rsId: string; genotype: string }[];
  },
): Promise<void> {
  const response = await page.request.post(`${sandboxUrl}/lab/test/orders/${labOrderId}/reports`, {
    data: report,
  });
  expect(response.ok()).toBe(true);
}
