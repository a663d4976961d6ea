import DOMPurify from 'dompurify';
import { createElement, useMemo } from 'react';

export type SafeHtmlTag = 'div' | 'section' | 'article' | 'span' | 'p';

export interface SafeHtmlProps {
  /** HTML from the API (articles, bios, product descriptions). */
  html: string | null | undefined;
  as?: SafeHtmlTag;
  className?: string;
}

const PURIFY_CONFIG = {
  // No page-wide CSS and no forms that could post somewhere else from inside content.
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
};

/** Sanitised HTML: scripts, event handlers and javascript: links removed. */
export function sanitizeHtml(html: string | null | undefined): string {
  return html ? DOMPurify.sanitize(html, PURIFY_CONFIG) : '';
}

/** Renders HTML from the API; the only way the apps show server HTML. */
export function SafeHtml({ html, as = 'div', className }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return createElement(as, { className, dangerouslySetInnerHTML: { __html: clean } });
}
