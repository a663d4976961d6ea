import type { Page } from '@playwright/test';

/** Stripe's test cards, which the API's test checkout honours. */
export const TEST_CARDS = { accepted: '4242 4242 4242 4242', declined: '4000 0000 0000 0002' } as const;

/** Fills the API's test checkout page with a card and presses Pay. */
export async function payOnTestCheckout(page: Page, cardNumber: string): Promise<void> {
  await page.getByLabel('Nom sur la carte').fill('Test Kora');
  await page.getByLabel('Numéro de carte').fill(cardNumber);
  await page.getByLabel("Date d'expiration (MM/AA)").fill('12/34');
  await page.getByLabel('Cryptogramme (CVC)').fill('123');
  await page.getByRole('button', { name: /^Payer/ }).click();
}
