import { useCallback, useEffect, useRef, useState } from 'react';
import { http, isApiError, kernelText } from '@kora/shared';
import { validateUpload, type UploadKind } from '@kora/shared/validation';
import type { UploadResponse } from '@kora/shared/contracts';
import { uploadAudioFile, uploadEpisodeFile, uploadImageFile, uploadVideoFile } from '@kora/shared/contracts/endpoints';

export type UploadStatus = 'idle' | 'uploading' | 'done' | 'error';

export interface UploadState {
  status: UploadStatus;
  /** Bytes of the file sent so far. */
  loaded: number;
  /** The file's size in bytes. */
  total: number;
  file: File | null;
  result: UploadResponse | null;
  /** Why the file was refused or its upload failed, in the user's language. */
  error: string | null;
}

export interface UploadOptions {
  /** Called once the server has the file. */
  onDone?: (result: UploadResponse, file: File) => void;
}

/** The endpoint each kind of file is sent to. */
const UPLOAD_ENDPOINTS = {
  audio: uploadAudioFile,
  episode: uploadEpisodeFile,
  image: uploadImageFile,
  video: uploadVideoFile,
} as const satisfies Record<UploadKind, unknown>;

const IDLE: UploadState = { status: 'idle', loaded: 0, total: 0, file: null, result: null, error: null };

const isAbort = (failure: unknown) => failure instanceof DOMException && failure.name === 'AbortError';

/**
 * Why an upload failed: the kernel's words for a lost network ('Erreur réseau lors de l'upload') or an
 * unreadable answer ('Réponse invalide du serveur'), else the server's message ('Erreur {status}: …'
 * when it gave none).
 */
function failureText(failure: unknown): string {
  return isApiError(failure) ? failure.message : kernelText('error.generic');
}

/**
 * One file sent to `POST /upload/{kind}` as soon as it is chosen: checked first against the upload rule
 * table (nothing is sent when it is refused), its progress in bytes, and a cancel that aborts it.
 */
export function useUpload(kind: UploadKind, options: UploadOptions = {}) {
  const [state, setState] = useState<UploadState>(IDLE);
  const running = useRef<AbortController | null>(null);
  const onDone = useRef(options.onDone);
  onDone.current = options.onDone;

  const stop = useCallback(() => {
    running.current?.abort();
    running.current = null;
  }, []);

  // Leaving the screen abandons the upload under way.
  useEffect(() => stop, [stop]);

  const start = useCallback(
    (file: File) => {
      stop();
      const problem = validateUpload(file, kind);
      if (problem) {
        setState({
          ...IDLE,
          status: 'error',
          file,
          total: file.size,
          error: kernelText(`validation.${problem.code}`, problem.values),
        });
        return;
      }
      const controller = new AbortController();
      running.current = controller;
      setState({ ...IDLE, status: 'uploading', file, total: file.size });
      const onProgress = (percent: number) => {
        if (running.current !== controller) return;
        const loaded = Math.min(file.size, Math.round((file.size * percent) / 100));
        setState((current) => ({ ...current, loaded }));
      };
      http
        .upload(UPLOAD_ENDPOINTS[kind], file, { onProgress, signal: controller.signal })
        .then((result) => {
          if (running.current !== controller) return;
          running.current = null;
          setState({ ...IDLE, status: 'done', file, loaded: file.size, total: file.size, result });
          onDone.current?.(result, file);
        })
        .catch((failure: unknown) => {
          // A cancelled or replaced upload has already left its state.
          if (running.current !== controller || isAbort(failure)) return;
          running.current = null;
          setState({ ...IDLE, status: 'error', file, total: file.size, error: failureText(failure) });
        });
    },
    [kind, stop],
  );

  const cancel = useCallback(() => {
    stop();
    setState(IDLE);
  }, [stop]);

  return { state, start, cancel, reset: cancel };
}
