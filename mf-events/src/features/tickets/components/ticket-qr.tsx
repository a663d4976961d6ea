import { useTranslation } from '@kora/shared';
import { useQrImage } from '../hooks/use-qr-image';

/** The ticket's QR code, drawn on the device from its signed code (no network needed). */
export function TicketQr({ code, alt }: { code: string; alt: string }) {
  const { t } = useTranslation('events');
  const image = useQrImage(code);
  if (image.state === 'ready') return <img className="kora-ticket__qr" src={image.src} alt={alt} />;
  return (
    <div className="kora-ticket__qr kora-ticket__qr--placeholder">
      {image.state === 'failed' && <p>{t('tickets.qrFailed')}</p>}
    </div>
  );
}
