import { useCallback, useRef, useState } from 'react';
import { errorText, isApiError } from '@kora/shared';

/** What a favourite, like or follow button says beside itself. */
export type LibraryNotice =
  /** The plan's limit: the server's message, with the way to the plans. */
  | { kind: 'limit'; text: string }
  /** A visitor pressed it: sign in first. */
  | { kind: 'sign-in'; text: string }
  | { kind: 'error'; text: string };

interface LibraryToggleOptions {
  signedIn: boolean;
  /** The account's state (false for a visitor). */
  on: boolean;
  /** The account's state is still being read. */
  reading: boolean;
  turnOn: () => Promise<unknown>;
  turnOff: () => Promise<unknown>;
  /** Said when the change fails without the server's own explanation. */
  failureText: string;
  /** Said to a visitor who presses it, with the sign-in link… */
  signInText: string;
  /** …unless a visitor has a toggle of their own (the device's favourites). */
  visitorToggle?: () => void;
}

/**
 * One library toggle (favourite, like, follow) of a signed-in user's account: the change in flight, and
 * the notice its failure leaves (a 403 is the plan's limit, its message shown as the server wrote it).
 * A press while a change is in flight is ignored, so a double click never sends the opposite change.
 */
export function useLibraryToggle(options: LibraryToggleOptions) {
  const { signedIn, on, reading, turnOn, turnOff, failureText, signInText, visitorToggle } = options;
  const [changing, setChanging] = useState(false);
  const [notice, setNotice] = useState<LibraryNotice | null>(null);
  const inFlight = useRef(false);
  const dismiss = useCallback(() => setNotice(null), []);

  const change = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setChanging(true);
    setNotice(null);
    try {
      await (on ? turnOff() : turnOn());
    } catch (error) {
      setNotice(
        isApiError(error) && error.status === 403
          ? { kind: 'limit', text: error.message }
          : { kind: 'error', text: errorText(error, failureText) },
      );
    } finally {
      inFlight.current = false;
      setChanging(false);
    }
  };

  const toggle = () => {
    if (signedIn) void change();
    else if (visitorToggle) visitorToggle();
    else setNotice({ kind: 'sign-in', text: signInText });
  };

  return { toggle, pending: changing || (signedIn && reading), notice, dismiss };
}
