import { inflateSync } from 'node:zlib';

/** WinAnsi's 0x80–0x9F (the rest is Latin-1): '€', '•', '—'… */
const WIN_ANSI_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';
const fromWinAnsi = (bytes: Buffer) =>
  [...bytes]
    .map((byte) => (byte >= 0x80 && byte <= 0x9f ? WIN_ANSI_HIGH[byte - 0x80] : String.fromCharCode(byte)))
    .join('');

/** Tests: the lines of text a PDF of ours prints (pdfkit's compressed streams, standard fonts in WinAnsi). */
export function pdfTextLines(pdf: Buffer): string[] {
  const streams = [...pdf.toString('latin1').matchAll(/stream\r?\n([\s\S]*?)endstream/g)];
  return streams.flatMap(([, body]) => {
    let content: string;
    try {
      content = inflateSync(Buffer.from(body, 'latin1')).toString('latin1');
    } catch {
      return [];
    }
    return [...content.matchAll(/\[(.*?)\] TJ/g)].map(([, parts]) =>
      fromWinAnsi(Buffer.from([...parts.matchAll(/<([0-9a-f]*)>/g)].map(([, hex]) => hex).join(''), 'hex')),
    );
  });
}
