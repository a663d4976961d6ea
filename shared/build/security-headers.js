/**
 * The security headers every web origin sends, in one place: serve-app applies them and the README's
 * CDN section lists them. The shell's page may run scripts only from its own origin and the remotes'
 * (no inline script), talk to the API and the remotes, and cannot be framed.
 */
const { REMOTES, originOf, apiOrigin } = require('./apps.js');

function origin(url) {
  return new URL(url).origin;
}

/**
 * The Content-Security-Policy of the shell's page, for the API and remote origins of `env`, and the media
 * origin when public media come from a CDN (MEDIA_PUBLIC_URL, the API's setting): pictures, playback, and
 * the copies fetched to keep offline.
 */
function shellContentSecurityPolicy(env = process.env) {
  const api = [origin(apiOrigin(env)), ...(env.MEDIA_PUBLIC_URL ? [origin(env.MEDIA_PUBLIC_URL)] : [])].join(' ');
  const remotes = [...new Set(REMOTES.map((app) => origin(originOf(app, env))))].join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' ${remotes}`,
    // The first paint's critical rules are inline and React sets style attributes; no script is inline.
    `style-src 'self' 'unsafe-inline' ${remotes}`,
    `img-src 'self' data: blob: ${api} ${remotes}`,
    `media-src 'self' blob: ${api}`,
    `font-src 'self' data: ${remotes}`,
    `connect-src 'self' ${api} ${remotes}`,
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self' ${api}`,
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Headers for every file of every origin. */
const COMMON_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

/** Headers of the shell's HTML page. */
function shellPageHeaders(env = process.env) {
  return {
    ...COMMON_HEADERS,
    'Content-Security-Policy': shellContentSecurityPolicy(env),
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  };
}

/** Headers of a remote's files (scripts, styles, manifests), which the shell's page loads across origins. */
const REMOTE_FILE_HEADERS = {
  ...COMMON_HEADERS,
  'Access-Control-Allow-Origin': '*',
  'Cross-Origin-Resource-Policy': 'cross-origin',
  // A remote's origin serves no page: nothing it sends may run as one or be framed.
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
};

module.exports = { COMMON_HEADERS, REMOTE_FILE_HEADERS, shellPageHeaders, shellContentSecurityPolicy };
