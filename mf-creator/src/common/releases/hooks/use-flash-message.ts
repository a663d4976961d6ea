import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** How long a message passed by navigation stays on screen (§9). */
export const FLASH_MESSAGE_MS = 5000;

function flashOf(state: unknown): string | null {
  const flash = (state as { flash?: unknown } | null)?.flash;
  return typeof flash === 'string' && flash.trim() !== '' ? flash : null;
}

/**
 * The message another screen passed with `navigate(to, { state: { flash } })`, for `FLASH_MESSAGE_MS`.
 * It is read once and taken out of the history entry, so Back or a reload does not show it again.
 */
export function useFlashMessage(): string | null {
  const location = useLocation();
  const navigate = useNavigate();
  const [message, setMessage] = useState<string | null>(null);
  const passed = flashOf(location.state);

  useEffect(() => {
    if (!passed) return;
    // Set after the first render, into a status region already on the page, so it is announced.
    setMessage(passed);
    navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
  }, [passed, navigate, location.pathname, location.search]);

  useEffect(() => {
    if (!message) return undefined;
    const timer = setTimeout(() => setMessage(null), FLASH_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [message]);

  return message;
}
