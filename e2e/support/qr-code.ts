import type { Locator } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';

/** Reads the QR code an image on the page shows, as a phone camera at the door would. */
export async function readQrCode(image: Locator): Promise<string> {
  const png = PNG.sync.read(await image.screenshot());
  const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  if (!decoded) throw new Error('No QR code could be read from the image');
  return decoded.data;
}
