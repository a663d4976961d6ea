import DOMPurify, { type Config } from 'dompurify';
import { createElement, useMemo } from 'react';
import { getApiUrl, kernelText } from '@kora/shared';
import './safe-html.css';

export type SafeHtmlTag = 'div' | 'section' | 'article' | 'span' | 'p';

/**
 * Who wrote the HTML. `user`: anything a member can type (bios, event and product descriptions), which
 * must never be able to dress up as the site. `staff`: articles written by the newsroom.
 */
export type HtmlAuthor = 'user' | 'staff';

export interface SafeHtmlProps {
  /** HTML from the API (articles, bios, product descriptions). */
  html: string | null | undefined;
  /** Defaults to the strict profile: only staff-written articles may use the wider one. */
  author?: HtmlAuthor;
  as?: SafeHtmlTag;
  className?: string;
}

/** No page-wide CSS and no forms that could post somewhere else from inside content. */
const STAFF_PROFILE: Config = {
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
};

/**
 * Text formatting, lists, quotes, links and images only: no `style`, `class` or `id` (which could restyle
 * or overlay the page), no embedded media or frames.
 */
const USER_PROFILE: Config = {
  ALLOWED_TAGS: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'a',
    'ul',
    'ol',
    'li',
    'blockquote',
    'h2',
    'h3',
    'h4',
    'img',
    'code',
    'pre',
    'hr',
  ],
  ALLOWED_ATTR: ['href', 'src', 'alt', 'title', 'width', 'height'],
  ALLOW_DATA_ATTR: false,
};

let userPurifier: ReturnType<typeof DOMPurify> | null = null;

/** The site's own addresses: where user-authored images may come from. */
function isSiteAddress(src: string): boolean {
  try {
    const here = window.location.origin;
    const url = new URL(src, here);
    return url.origin === here || url.origin === new URL(getApiUrl()).origin;
  } catch {
    return false;
  }
}

/** A purifier of its own, so the user profile's hooks never touch the wider one. */
function purifierForUsers(): ReturnType<typeof DOMPurify> {
  if (userPurifier) return userPurifier;
  const purifier = DOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'IMG' && !isSiteAddress(node.getAttribute('src') ?? '')) {
      node.remove();
      return;
    }
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('rel', 'ugc nofollow noopener noreferrer');
      node.setAttribute('target', '_blank');
      node.setAttribute('data-external', '');
    }
  });
  userPurifier = purifier;
  return purifier;
}

/** Thrown where HTML cannot be sanitised (no document: the server's first screen), so nothing unsafe is drawn. */
export class HtmlNotSanitisable extends Error {
  constructor() {
    super('HTML cannot be sanitised without a document');
    this.name = 'HtmlNotSanitisable';
  }
}

/** Sanitised HTML: scripts, event handlers and javascript: links removed, in the author's profile. */
export function sanitizeHtml(html: string | null | undefined, author: HtmlAuthor = 'user'): string {
  if (!html) return '';
  // Where there is no document (the server's first screen), nothing is drawn rather than HTML unsanitised.
  if (!DOMPurify.isSupported) throw new HtmlNotSanitisable();
  if (author === 'staff') return DOMPurify.sanitize(html, STAFF_PROFILE);
  const body = purifierForUsers().sanitize(html, { ...USER_PROFILE, RETURN_DOM: true }) as HTMLElement;
  // Added after sanitising, so the profile (which allows no class) does not strip it.
  for (const link of body.querySelectorAll('a[data-external]')) {
    const hint = document.createElement('span');
    hint.className = 'kora-visually-hidden';
    hint.textContent = ` (${kernelText('externalLink')})`;
    link.append(hint);
  }
  return body.innerHTML;
}

/** Renders HTML from the API; the only way the apps show server HTML. */
export function SafeHtml({ html, author = 'user', as = 'div', className }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html, author), [html, author]);
  return createElement(as, {
    className: className ? `kora-safe-html ${className}` : 'kora-safe-html',
    dangerouslySetInnerHTML: { __html: clean },
  });
}
