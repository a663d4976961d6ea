import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import { payOnTestCheckout } from './account-checkout';
import type { TrackForSale } from './purchases-session';
import { ORIGINS } from './site';

const texts = JSON.parse(
  readFileSync(path.resolve(__dirname, '../../mf-catalogue/src/features/purchases/locales/fr.json'), 'utf8'),
) as Record<string, string>;

/** A French text of the catalogue's purchases, with its {{values}}. */
export function purchaseText(key: string, values: Record<string, string> = {}): string {
  const text = texts[key];
  if (typeof text !== 'string') throw new Error(`no purchases text ${key}`);
  return Object.entries(values).reduce((result, [name, value]) => result.replace(`{{${name}}}`, value), text);
}

export const ALREADY_DOWNLOADED =
  "Vous avez déjà téléchargé ce morceau. Pour le re-télécharger, vous devez l'acheter à nouveau.";

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A text with any price in place of {{price}}, as a whole-name pattern. */
function withAnyPrice(key: string, values: Record<string, string> = {}): RegExp {
  const [before, after = ''] = purchaseText(key, values).split('{{price}}');
  return new RegExp(`^${escape(before)}.+${escape(after)}$`);
}

/** The page's buy button of a track ('Acheter {title} pour 1,99 €') or of an album. */
export function buyButton(page: Page, kind: 'track' | 'album', title: string): Locator {
  return page.getByRole('button', {
    name: withAnyPrice(kind === 'album' ? 'buyAlbumLabel' : 'buyTrackLabel', { title }),
  });
}

export function downloadButton(page: Page, title: string): Locator {
  return page.getByRole('button', { name: purchaseText('downloadLabel', { title }), exact: true });
}

/** Opens the purchase modal, pays, and goes through the API's test checkout with a card. */
export async function buyWithCard(page: Page, buy: Locator, card: string): Promise<void> {
  await buy.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('radio', { name: purchaseText('card') })).toBeChecked();
  await dialog.getByRole('button', { name: withAnyPrice('pay') }).click();
  await expect(page).toHaveURL(new RegExp(`^${ORIGINS.api}/api/payments/checkout/`));
  await payOnTestCheckout(page, card);
}

/**
 * Downloads a track from its button in the format chosen from its menu and checks what was saved: the
 * title lowercased with underscores plus the extension of what was sent, the master (a WAV in the demo)
 * or an MP3 320 — in neither case the MP3 listening copy anyone can fetch.
 */
export async function downloadAndCheck(
  page: Page,
  request: APIRequestContext,
  track: TrackForSale,
  format: 'master' | 'mp3-320' = 'master',
): Promise<void> {
  await downloadButton(page, track.title).click();
  const choice = page.getByRole('menuitem', { name: purchaseText(format === 'master' ? 'formatMaster' : 'formatMp3') });
  const [download] = await Promise.all([page.waitForEvent('download'), choice.click()]);
  const extension = format === 'master' ? '.wav' : '.mp3';
  expect(download.suggestedFilename()).toBe(`${track.title.toLowerCase().replace(/[^a-z0-9]/g, '_')}${extension}`);
  const saved = await readFile(await download.path());
  if (format === 'master') expect(saved.subarray(0, 4).toString('latin1')).toBe('RIFF');
  else expect(saved.subarray(0, 3).toString('latin1') === 'ID3' || saved[0] === 0xff).toBe(true);
  const listening = await request.get(track.audioUrl);
  expect(listening.ok()).toBe(true);
  expect(listening.headers()['content-type']).toBe('audio/mpeg');
  expect(saved.equals(await listening.body())).toBe(false);
  await expect(page.getByText(purchaseText('downloaded', { title: track.title })).first()).toBeVisible();
}

/** Presses a track's download button and expects the spec's refusal, with no file saved. */
export async function expectDownloadRefused(page: Page, title: string): Promise<void> {
  let saved = 0;
  const count = () => (saved += 1);
  page.on('download', count);
  await downloadButton(page, title).click();
  await expect(page.getByRole('alert').filter({ hasText: ALREADY_DOWNLOADED })).toBeVisible();
  page.off('download', count);
  expect(saved).toBe(0);
}
