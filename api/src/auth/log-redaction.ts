import type { FastifyRequest } from 'fastify';

/** Query parameters that open something on their own: portal and download tokens, OAuth codes and states. */
const SECRET_PARAMETERS = /^(token|code|state|key|signature|sig)$/i;
/** Path segments that are tokens: a password reset link's last part. */
const SECRET_PATH = /(\/reset-password\/)[^/?#]+/gi;

/** The URL as it may appear in a log: secrets in the path or the query replaced by "[redacted]". */
export function redactedUrl(url: string): string {
  const [pathPart, ...rest] = url.split('?');
  const path = pathPart.replace(SECRET_PATH, '$1[redacted]');
  if (rest.length === 0) return path;
  const query = rest
    .join('?')
    .split('&')
    .map((pair) => {
      const name = pair.split('=')[0];
      return SECRET_PARAMETERS.test(decodeURIComponentSafe(name)) ? `${name}=[redacted]` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Fastify's request log line without secrets in the URL. */
export function requestLogSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactedUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
