import { useCallback, useState } from 'react';

export type CopyState = 'idle' | 'copied' | 'failed';

/** Copies a text to the clipboard and says how it went ('failed' where the clipboard is refused or missing). */
export function useCopyText(): { state: CopyState; copy: (text: string) => Promise<void> } {
  const [state, setState] = useState<CopyState>('idle');
  const copy = useCallback(async (text: string) => {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  }, []);
  return { state, copy };
}
