import { useEffect, useState } from 'react';

export type QrImage = { state: 'drawing' } | { state: 'ready'; src: string } | { state: 'failed' };

/**
 * Pixels per module: a ticket code (version 10 or so) gives a ~390 px image, sharp on a phone
 * screen; the quiet zone of 4 modules is part of the image.
 */
const MODULE_PIXELS = 6;
const QUIET_ZONE_MODULES = 4;

/** Images already drawn this visit, by code: coming back to the page shows them at once. */
const drawn = new Map<string, string>();
const MAX_DRAWN = 50;

async function draw(text: string): Promise<string> {
  const cached = drawn.get(text);
  if (cached) return cached;
  // Loaded on this screen only: no other screen draws QR codes.
  const qrcode = await import('qrcode');
  const src = await qrcode.toDataURL(text, {
    errorCorrectionLevel: 'M',
    margin: QUIET_ZONE_MODULES,
    scale: MODULE_PIXELS,
    color: { dark: '#000000', light: '#ffffff' },
  });
  if (drawn.size >= MAX_DRAWN) drawn.delete(drawn.keys().next().value as string);
  drawn.set(text, src);
  return src;
}

const initial = (text: string): QrImage => {
  const src = drawn.get(text);
  return src ? { state: 'ready', src } : { state: 'drawing' };
};

/** A PNG data URL of the QR code holding `text`, drawn on the device. */
export function useQrImage(text: string): QrImage {
  const [image, setImage] = useState<QrImage>(() => initial(text));
  useEffect(() => {
    let current = true;
    setImage(initial(text));
    draw(text).then(
      (src) => current && setImage({ state: 'ready', src }),
      () => current && setImage({ state: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [text]);
  return image;
}
