const ENTITIES: Readonly<Record<string, string>> = { lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text
    .replace(/&(lt|gt|quot|apos|nbsp);/gi, (_, name: string) => ENTITIES[name.toLowerCase()])
    .replace(/&#(\d{1,7});/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&#x([0-9a-f]{1,6});/gi, (_, code: string) => String.fromCodePoint(Number.parseInt(code, 16)))
    .replace(/&amp;/gi, '&');
}

/**
 * The text of an HTML fragment, for a feed's descriptions: entities decoded, then every tag removed
 * (also those the decoding revealed, so podcast apps that render descriptions as HTML get none),
 * whitespace collapsed.
 */
export function plainText(html: string | null | undefined): string {
  let text = decodeEntities(html ?? '');
  for (let previous = ''; previous !== text;) {
    previous = text;
    text = text.replace(/<[^<>]*>/g, ' ');
  }
  return text.replace(/\s+/g, ' ').trim();
}
