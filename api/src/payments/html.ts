import { formatDate as formatDay, formatMoney as formatAmount, fromMinorUnits } from '@kora/shared/format';
import type { FastifyReply } from 'fastify';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ENTITIES[char]);
}

/** An amount in minor units as the site writes it: "19,99 €", "1 312 FCFA", "2,16 USD". */
export function formatMoney(minor: number, currency: string): string {
  return formatAmount(fromMinorUnits(minor, currency), currency);
}

/** "15 mars 2025" (UTC, as the server stores dates). */
export function formatDate(iso: string | null): string {
  return formatDay(iso, 'fr-FR', 'UTC') || '—';
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

const STYLE = `
  *{box-sizing:border-box}
  body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f4f2ee;color:#1d1b18;line-height:1.5}
  main{max-width:30rem;margin:2rem auto;padding:2rem;background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(0,0,0,.08)}
  h1{font-size:1.4rem;margin:0 0 .25rem}
  .badge{display:inline-block;background:#fff3cd;color:#5c4400;border-radius:4px;padding:.1rem .5rem;font-size:.85rem}
  .summary{border:1px solid #ddd;border-radius:8px;padding:1rem;margin:1rem 0}
  .amount{font-size:1.6rem;font-weight:700}
  label{display:block;font-weight:600;margin-top:1rem}
  input{width:100%;font:inherit;padding:.6rem;border:1px solid #767676;border-radius:6px;margin-top:.25rem}
  input:focus,button:focus,a:focus{outline:3px solid #1a56db;outline-offset:2px}
  input[aria-invalid=true]{border-color:#b00020}
  .row{display:flex;gap:1rem}.row>div{flex:1}
  .field-error{color:#b00020;font-size:.9rem;margin:.25rem 0 0}
  .alert{background:#fde7ea;color:#7a0014;border:1px solid #b00020;border-radius:6px;padding:.75rem;margin:1rem 0}
  .notice{background:#e7f0fd;border-radius:6px;padding:.75rem;margin:1rem 0;font-size:.95rem}
  .actions{display:flex;gap:1rem;margin-top:1.5rem;flex-wrap:wrap}
  button,.button{font:inherit;font-weight:600;padding:.7rem 1.2rem;border-radius:6px;border:2px solid #1a56db;cursor:pointer;text-decoration:none;display:inline-block}
  .primary{background:#1a56db;color:#fff}.secondary{background:#fff;color:#1a56db}
  table{width:100%;border-collapse:collapse;margin-top:.5rem}th,td{text-align:left;padding:.4rem;border-bottom:1px solid #eee}
`;

/** A complete French page with its own strict CSP: no script, forms may go back to the given addresses. */
export function sendPage(
  reply: FastifyReply,
  status: number,
  title: string,
  body: string,
  returnUrls: string[] = [],
): FastifyReply {
  const origins = [...new Set(returnUrls.map(originOf).filter((origin): origin is string => origin !== null))];
  reply.header(
    'content-security-policy',
    [
      "default-src 'none'",
      "style-src 'unsafe-inline'",
      "img-src 'self' data:",
      `form-action 'self' ${origins.join(' ')}`.trim(),
      "base-uri 'none'",
      "frame-ancestors 'none'",
    ].join('; '),
  );
  reply.header('cache-control', 'no-store');
  reply.header('referrer-policy', 'no-referrer');
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<title>${escapeHtml(title)} — Kora</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`,
    );
}
