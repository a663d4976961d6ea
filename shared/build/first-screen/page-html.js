/**
 * The shell's index.html with what the server drew put in its places: the chrome in its containers, a
 * page's first content in the area that shows it, the visitor's language. A container the server filled
 * is marked `data-kora-drawn`: the shell replaces that markup with its own once it has drawn it.
 */

/** The opening tag of the element with this id, as the build wrote it (attributes quoted or not). */
function openingTag(id) {
  return new RegExp(`<([a-z]+)([^>]*\\sid="?${id}"?)([^>]*)>`);
}

/**
 * The shell's controls do nothing until the shell has taken them over: said so (`aria-disabled`), so that neither a screen
 * reader nor an automated visitor takes them for working ones. Links work without it. The mark says the server added it
 * (`data-kora-inert`, shared/src/first-screen/server-markup.ts), for the shell to take it off; a control the screen itself
 * disables keeps its own. A remote's screen is not marked: what is pressed there before its remote has taken it over is
 * held and handed to it (shell/src/composition/held-taps.ts).
 */
function inertControls(markup) {
  return markup.replace(/<(button|select|input|textarea)(?=[\s>])(?![^>]*\saria-disabled=)/g, '<$1 aria-disabled="true" data-kora-inert');
}

/**
 * JSON for a `<script type="application/json">`: never run, but its text must not close the element
 * (`</script>`) or open a comment; `<` written as `\u003c` reads back the same.
 */
function jsonElement(id, value) {
  return `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;
}

const escapeAttribute = (value) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

function fill(html, id, markup) {
  if (!markup) return html;
  return html.replace(openingTag(id), (_tag, name, before, after) => `<${name}${before}${after} data-kora-drawn>${markup}`);
}

/**
 * @param {string} template the shell's built index.html
 * @param {{ language: string, chrome: Record<string, string> | null, content: { area: string, html: string, answers?: Record<string, unknown>, answersId?: string, stylesheets?: string[] } | null }} page
 */
function pageHtml(template, { language, chrome, content }) {
  let html = template.replace(/<html lang="?[a-z-]+"?/i, `<html lang="${language}"`);
  if (chrome) {
    for (const [id, markup] of Object.entries(chrome)) html = fill(html, id, markup && inertControls(markup));
    // The layout is drawn already: the rule that hides it until the shell has drawn it no longer applies.
    html = html.replace(/<body([^>]*)>/, '<body$1 data-kora-ready>');
  }
  if (content?.html) {
    const markup = content.area.startsWith('kora-remote-') ? content.html : inertControls(content.html);
    html = fill(html, content.area, `<div data-kora-first-content>${markup}</div>`);
    // The content's styles, applied from the first paint (the remote's own, which its code then finds there).
    const links = (content.stylesheets ?? []).map((href) => `<link rel="stylesheet" href="${escapeAttribute(href)}">`);
    html = html.replace('</head>', `${links.join('')}</head>`);
  }
  // The answers the content was drawn from, where the page's http client looks for them.
  if (content?.answers) html = html.replace('</body>', `${jsonElement(content.answersId, content.answers)}</body>`);
  return html;
}

module.exports = { pageHtml };
