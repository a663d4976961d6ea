import { useEffect, useRef, useState } from 'react';
import type { FieldErrors } from '@kora/shared';

/** After a refused attempt, the first field at fault takes the focus. Call `attempted()` on each submit. */
export function useFocusFirstProblem(errors: FieldErrors) {
  const formRef = useRef<HTMLFormElement>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (attempt > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]:not([hidden])')?.focus();
  }, [attempt, errors]);
  return { formRef, attempted: () => setAttempt((count) => count + 1) };
}
