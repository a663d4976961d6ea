/** A link to this address, added to the page as a visitor would find it. */
export function link(path: string): HTMLAnchorElement {
  const a = document.createElement('a');
  a.href = path;
  a.textContent = path;
  document.body.append(a);
  return a;
}
