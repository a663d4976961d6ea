import { useTranslation } from '@kora/shared';
import { useCameraScanner } from '../hooks/use-camera-scanner';

/** The device's rear camera as a QR reader, started and stopped by the operator. */
export function CameraScanner({ onCode }: { onCode: (code: string) => void }) {
  const { t } = useTranslation('events');
  const camera = useCameraScanner(onCode);
  const running = camera.state === 'on' || camera.state === 'starting';
  const problem = !['off', 'on', 'starting'].includes(camera.state);
  return (
    <div className="kora-check-in__camera">
      <button
        type="button"
        className="kora-button"
        aria-pressed={running}
        onClick={() => (running ? camera.stop() : void camera.start())}
      >
        {running ? t('checkIn.camera.stop') : t('checkIn.camera.start')}
      </button>
      <video
        ref={camera.videoRef}
        className="kora-check-in__video"
        hidden={!running}
        muted
        playsInline
        aria-label={t('checkIn.camera.video')}
      />
      {camera.state === 'starting' && (
        <p className="kora-check-in__note" role="status">
          {t('checkIn.camera.starting')}
        </p>
      )}
      {camera.state === 'on' && (
        <p className="kora-check-in__note" role="status">
          {t('checkIn.camera.on')}
        </p>
      )}
      {problem && (
        <p className="kora-check-in__problem" role="alert">
          {t(`checkIn.camera.${camera.state}`)}
        </p>
      )}
    </div>
  );
}
