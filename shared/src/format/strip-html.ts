/** The text of some HTML, tags removed and whitespace collapsed (banner texts). */
export function stripHtml(html: string | null | undefined): string {
  if (!html) return '';
  // A space after each block or line break, so '<p>a</p><p>b</p>' reads 'a b', not 'ab'.
  const spaced = html.replace(/<br\s*\/?>|<\/(?:p|div|li|h[1-6]|tr|td|th)>/gi, '$& ');
  // DOMParser builds an inert document: nothing in it runs or loads, and only its text is kept (shown as
  // text, never as HTML), so this needs no sanitiser.
  const { body } = new DOMParser().parseFromString(spaced, 'text/html');
  // Code and styles are not text a reader sees.
  body.querySelectorAll('script, style, template, noscript').forEach((element) => element.remove());
  const text = body.textContent ?? '';
  // Collapses ordinary whitespace only: no-break spaces stay, as French punctuation needs them.
  return text.replace(/[ \t\n\r\f\v]+/g, ' ').replace(/^ | $/g, '');
}
