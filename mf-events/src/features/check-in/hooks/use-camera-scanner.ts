import { useCallback, useEffect, useRef, useState } from 'react';
import { createFrameReader } from '../lib/qr-frame-reader';

export type CameraState = 'off' | 'starting' | 'on' | 'unsupported' | 'denied' | 'missing' | 'busy' | 'failed';

const FRAME_INTERVAL_MS = 250;
/** A code held in front of the camera is read once, not again while it stays in view. */
const SAME_CODE_QUIET_MS = 3000;

function failureOf(error: unknown): CameraState {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'missing';
  if (name === 'NotReadableError' || name === 'AbortError') return 'busy';
  return 'failed';
}

/** The rear camera, read a few times a second for QR codes; each new code goes to `onCode`. */
export function useCameraScanner(onCode: (code: string) => void) {
  const [state, setState] = useState<CameraState>('off');
  const videoRef = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const lastRead = useRef({ code: '', at: 0 });
  const onCodeRef = useRef(onCode);
  onCodeRef.current = onCode;

  const stop = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = null;
    if (videoRef.current) videoRef.current.srcObject = null;
    setState((current) => (current === 'on' || current === 'starting' ? 'off' : current));
  }, []);

  const start = useCallback(async () => {
    if (!navigator.mediaDevices?.getUserMedia) {
      setState('unsupported');
      return;
    }
    setState('starting');
    try {
      const media = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: { ideal: 'environment' } },
        audio: false,
      });
      stream.current = media;
      const video = videoRef.current;
      if (!video) {
        stop();
        return;
      }
      video.srcObject = media;
      await video.play();
      const read = await createFrameReader();
      setState('on');
      const tick = async () => {
        if (!stream.current) return;
        const code = await read(video).catch(() => null);
        const now = Date.now();
        if (code) {
          const again = code === lastRead.current.code && now - lastRead.current.at < SAME_CODE_QUIET_MS;
          lastRead.current = { code, at: now };
          if (!again) onCodeRef.current(code);
        }
        if (stream.current) timer.current = setTimeout(() => void tick(), FRAME_INTERVAL_MS);
      };
      void tick();
    } catch (error) {
      stream.current?.getTracks().forEach((track) => track.stop());
      stream.current = null;
      setState(failureOf(error));
    }
  }, [stop]);

  useEffect(() => stop, [stop]);

  return { state, start, stop, videoRef };
}
