import { navigateToUrl } from 'single-spa';
import { linkOf } from './preload-remotes';

/** What the visitor did on a server's screen that its remote has not taken over yet. */
type Held =
  | { kind: 'click'; target: Element; init: MouseEventInit }
  | { kind: 'submit'; form: HTMLFormElement; submitter: HTMLElement | null };

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

export interface HeldTaps {
  /** Hands what was held to the screen that has now taken the markup over, in the order it happened. */
  replay(): void;
  /** Forgets what was held (the screen went, or failed): nothing is replayed. */
  drop(): void;
}

/** A left click without a key held, on a link of this site that opens here: the shell can follow it itself. */
function followedHere(link: HTMLAnchorElement, event: MouseEvent): boolean {
  if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return false;
  if (link.hasAttribute('download') || (link.target && link.target !== '_self')) return false;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin) return false;
  // An anchor of this same page is the browser's to follow.
  return !(url.pathname === window.location.pathname && url.search === window.location.search && url.hash);
}

/**
 * A field the visitor typed in before its screen's code was there: the screen's state is told its value, as
 * if it had been typed now (the value is set past the screen's record of it, then announced).
 */
function announceTypedValue(field: Field): void {
  if (!field.isConnected) return;
  if (field instanceof HTMLSelectElement) {
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) return;
  const typed = field.value;
  const setNative = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  field.value = '';
  if (setNative) setNative.call(field, typed);
  else field.value = typed;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * The server's screen in `area` shows working controls before its remote's code has taken them over (on the
 * visitor's first gesture, or while its code arrives). What the visitor does there in the meantime is held,
 * not lost: a press on a control, a form sent, a field typed in are handed to the screen once it has taken
 * the markup over; a link of the site is followed at once by the shell.
 */
export function holdTapsUntilTakenOver(area: HTMLElement, follow: (url: string) => void = navigateToUrl): HeldTaps {
  const held: Held[] = [];
  const typedIn = new Set<Field>();

  const onClick = (event: MouseEvent) => {
    const target = event.target;
    if (!(target instanceof Element)) return;
    const link = linkOf(target);
    if (link) {
      if (!followedHere(link, event)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      follow(link.href);
      return;
    }
    event.preventDefault();
    event.stopImmediatePropagation();
    const { clientX, clientY, screenX, screenY, button, buttons, detail, ctrlKey, shiftKey, altKey, metaKey } = event;
    held.push({
      kind: 'click',
      target,
      init: {
        bubbles: true,
        cancelable: true,
        composed: true,
        clientX,
        clientY,
        screenX,
        screenY,
        button,
        buttons,
        detail,
        ctrlKey,
        shiftKey,
        altKey,
        metaKey,
      },
    });
  };
  const onSubmit = (event: SubmitEvent) => {
    if (!(event.target instanceof HTMLFormElement)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push({ kind: 'submit', form: event.target, submitter: event.submitter });
  };
  const onTyped = (event: Event) => {
    const field = event.target;
    if (
      field instanceof HTMLInputElement ||
      field instanceof HTMLTextAreaElement ||
      field instanceof HTMLSelectElement
    ) {
      typedIn.add(field);
    }
  };

  area.addEventListener('click', onClick, true);
  area.addEventListener('submit', onSubmit, true);
  area.addEventListener('input', onTyped, true);
  area.addEventListener('change', onTyped, true);
  const stop = () => {
    area.removeEventListener('click', onClick, true);
    area.removeEventListener('submit', onSubmit, true);
    area.removeEventListener('input', onTyped, true);
    area.removeEventListener('change', onTyped, true);
  };

  return {
    replay() {
      stop();
      typedIn.forEach(announceTypedValue);
      typedIn.clear();
      for (const action of held.splice(0)) {
        if (action.kind === 'click') {
          if (action.target.isConnected) action.target.dispatchEvent(new MouseEvent('click', action.init));
        } else if (action.form.isConnected) {
          const submitter =
            action.submitter?.isConnected && action.form.contains(action.submitter) ? action.submitter : null;
          action.form.requestSubmit(submitter);
        }
      }
    },
    drop() {
      stop();
      held.length = 0;
      typedIn.clear();
    },
  };
}
