import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { takeExpiryNotice } from './session-expiry-notice';

function errorOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const { error } = state as { error?: unknown };
  return typeof error === 'string' && error !== '' ? error : null;
}

/**
 * An error another screen passed through navigation state (`{ error }`, e.g. 'Session expirée…'):
 * kept for this visit, and cleared from the history entry so a reload or Back does not show it again.
 * A session that just expired gives its message even when the history entry lost it.
 */
export function useNavigationNotice(): string | null {
  const location = useLocation();
  const navigate = useNavigate();
  const passed = errorOf(location.state);
  const [notice, setNotice] = useState<string | null>(() => {
    const expired = takeExpiryNotice();
    return passed ?? expired;
  });

  useEffect(() => {
    if (!passed) return;
    setNotice(passed);
    navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true, state: null });
  }, [passed, navigate, location.pathname, location.search, location.hash]);

  return notice;
}
