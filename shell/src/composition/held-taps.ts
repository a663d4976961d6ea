import { deviceShowsServerScreens } from '@kora/shared/device-state';
import { FIRST_CONTENT_ATTRIBUTE, markControlsInert, TAKEN_OVER_EVENT } from '@kora/shared/server-markup';

/**
 * Runs from the page's first script (main.js), before the site's code and its libraries: it imports nothing
 * else, and follows links through a function the shell hands it once it runs.
 */

/** A press held on the server's screen: where it was, to find it again if the screen drew its markup anew. */
interface HeldClick {
  kind: 'click';
  target: Element;
  path: number[];
  text: string | null;
  init: MouseEventInit;
}
type Held = HeldClick | { kind: 'submit'; form: HTMLFormElement; submitter: HTMLElement | null };

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

export interface HeldTaps {
  /** Hands what was held to the screen that has now taken the markup over, in the order it happened. */
  replay(): void;
  /** Forgets what was held (the screen went, or failed): nothing is replayed. */
  drop(): void;
}

/** The remotes' screens the server drew, in their areas. */
export const SERVER_SCREENS = `.kora-remote > [${FIRST_CONTENT_ATTRIBUTE}]`;

let followHere: ((url: string) => void) | null = null;
const holders = new WeakMap<Element, HeldTaps>();

/**
 * From when the shell runs, a link of the site pressed on a screen not taken over yet is followed by the
 * shell (the player keeps playing); before, by the browser, which gets the page drawn by the server.
 */
export function followLinksWith(follow: (url: string) => void): void {
  followHere = follow;
}

/** A left click without a key held, on a link of this site that opens here. */
function followedHere(link: HTMLAnchorElement, event: MouseEvent): boolean {
  if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return false;
  if (link.hasAttribute('download') || (link.target && link.target !== '_self')) return false;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin) return false;
  // An anchor of this same page is the browser's to follow.
  return !(url.pathname === window.location.pathname && url.search === window.location.search && url.hash);
}

/** The child positions that lead from `block` to `element`. */
function pathFrom(block: Element, element: Element): number[] {
  const path: number[] = [];
  for (let node: Element = element; node !== block && node.parentElement; node = node.parentElement) {
    path.unshift([...node.parentElement.children].indexOf(node));
  }
  return path;
}

/**
 * The element a held press was on, in the screen as it is now: itself, or, when the screen drew its markup
 * anew (React does where it differed from the server's), the element at the same place with the same text.
 */
function pressedNow(block: Element, press: HeldClick): Element | null {
  if (press.target.isConnected) return press.target;
  let node: Element | undefined = block;
  for (const index of press.path) node = node?.children[index];
  return node && node.tagName === press.target.tagName && node.textContent === press.text ? node : null;
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
 * The server's screen in `block` shows working controls before its remote's code has taken them over (on the
 * visitor's first gesture, or while its code arrives). What the visitor does there in the meantime is held,
 * not lost: a press on a control, a form sent, a field typed in are handed to the screen once it has taken
 * the markup over (TAKEN_OVER_EVENT); a link of the site is followed at once.
 */
export function holdTapsUntilTakenOver(block: HTMLElement): HeldTaps {
  const held: Held[] = [];
  const typedIn = new Set<Field>();

  const onClick = (event: MouseEvent) => {
    const target = event.target;
    if (!(target instanceof Element)) return;
    const link = target.closest<HTMLAnchorElement>('a[href]');
    if (link) {
      if (!followHere || !followedHere(link, event)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      followHere(link.href);
      return;
    }
    event.preventDefault();
    event.stopImmediatePropagation();
    const { clientX, clientY, screenX, screenY, button, buttons, detail, ctrlKey, shiftKey, altKey, metaKey } = event;
    held.push({
      kind: 'click',
      target,
      path: pathFrom(block, target),
      text: target.textContent,
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

  const listeners = [
    ['click', onClick],
    ['submit', onSubmit],
    ['input', onTyped],
    ['change', onTyped],
  ] as const;
  listeners.forEach(([type, listener]) => block.addEventListener(type, listener as EventListener, true));
  const stop = () => {
    listeners.forEach(([type, listener]) => block.removeEventListener(type, listener as EventListener, true));
    block.removeEventListener(TAKEN_OVER_EVENT, replay);
  };

  function replay() {
    stop();
    typedIn.forEach(announceTypedValue);
    typedIn.clear();
    for (const action of held.splice(0)) {
      if (action.kind === 'click') {
        pressedNow(block, action)?.dispatchEvent(new MouseEvent('click', action.init));
      } else if (action.form.isConnected) {
        const submitter =
          action.submitter?.isConnected && action.form.contains(action.submitter) ? action.submitter : null;
        action.form.requestSubmit(submitter);
      }
    }
  }
  block.addEventListener(TAKEN_OVER_EVENT, replay, { once: true });

  const taps: HeldTaps = {
    replay,
    drop() {
      stop();
      held.length = 0;
      typedIn.clear();
    },
  };
  holders.set(block, taps);
  return taps;
}

/**
 * From the page's first script, for every remote's screen the server drew: on a device that shows it as it
 * is, what is pressed there is held for it; on another (signed in, another currency…), whose screen the
 * remote will draw partly anew, its controls say they do not work yet, until the remote has taken it over.
 */
export function holdServerScreens(root: ParentNode = document): void {
  const blocks = root.querySelectorAll<HTMLElement>(SERVER_SCREENS);
  if (deviceShowsServerScreens(document.documentElement.lang)) blocks.forEach(holdTapsUntilTakenOver);
  else blocks.forEach(markControlsInert);
}

/** What is held for the server's screen in `block`, if anything is. */
export function heldTapsOf(block: HTMLElement): HeldTaps | undefined {
  return holders.get(block);
}
