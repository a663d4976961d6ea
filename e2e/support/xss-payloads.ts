/**
 * Script-injection payloads, each calling `__xss(n)` if it ever runs: tag and attribute injection,
 * event handlers on every kind of element, javascript:/data: addresses, parser differentials (mXSS),
 * encodings and template syntax. `{n}` is replaced by the payload's number.
 */
const MARKUP = [
  '<img src=x onerror="__xss({n})">',
  '<script>__xss({n})</script>',
  '"><script>__xss({n})</script>',
  "'><img src=x onerror=__xss({n})>",
  '<svg onload=__xss({n})>',
  '<svg/onload=__xss({n})>',
  '<svg><script>__xss({n})</script></svg>',
  '<svg><animate onbegin=__xss({n}) attributeName=x dur=1s>',
  '<svg><foreignObject><img src=x onerror=__xss({n})></foreignObject></svg>',
  '<svg><a xlink:href="javascript:__xss({n})"><text y=20>x</text></a></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=__xss({n})>',
  '<math href="javascript:__xss({n})">x</math>',
  '<iframe srcdoc="<script>parent.__xss({n})</script>"></iframe>',
  '<iframe src="javascript:parent.__xss({n})"></iframe>',
  '<object data="data:text/html,<script>parent.__xss({n})</script>"></object>',
  '<embed src="javascript:__xss({n})">',
  '<details open ontoggle=__xss({n})>',
  '<body onload=__xss({n})>',
  '<body onpageshow=__xss({n})>',
  '<input autofocus onfocus=__xss({n})>',
  '<select autofocus onfocus=__xss({n})></select>',
  '<textarea autofocus onfocus=__xss({n})></textarea>',
  '<video><source onerror=__xss({n})></video>',
  '<audio src=x onerror=__xss({n})></audio>',
  '<img srcset=",,,,,x" onerror=__xss({n})>',
  '<IMG SRC=x ONERROR=__xss({n})>',
  '<img src=x onerror=&#95;&#95;xss({n})>',
  '<img src="x" onerror="eval(\'__\'+\'xss({n})\')">',
  '<img """><script>__xss({n})</script>">',
  '<scr<script>ipt>__xss({n})</scr</script>ipt>',
  '<noscript><p title="</noscript><img src=x onerror=__xss({n})>"></noscript>',
  '<template><img src=x onerror=__xss({n})></template>',
  '<form><button formaction="javascript:__xss({n})">envoyer</button></form>',
  '<form action="javascript:__xss({n})"><input type=submit></form>',
  '<meta http-equiv="refresh" content="0;url=javascript:__xss({n})">',
  '<base href="javascript:__xss({n})//">',
  '<link rel=stylesheet href="javascript:__xss({n})">',
  '<style>@import "javascript:__xss({n})";</style>',
  '<div style="background:url(javascript:__xss({n}))">x</div>',
  '<marquee onstart=__xss({n})>x</marquee>',
  '<a href="javascript:__xss({n})">lien</a>',
  '<a href="jav&#x09;ascript:__xss({n})">lien</a>',
  '<a href="javascript&colon;__xss({n})">lien</a>',
  '<a href="data:text/html,<script>__xss({n})</script>">lien</a>',
  '</title><script>__xss({n})</script>',
  '</textarea><script>__xss({n})</script>',
  '"onmouseover="__xss({n})" autofocus onfocus="__xss({n})',
  "'-__xss({n})-'",
  '{{constructor.constructor("__xss({n})")()}}',
  '${__xss({n})}',
  '<img src=x:x onerror=__xss({n})//',
  '<x onmouseover=__xss({n}) style="position:fixed;inset:0">x</x>',
];

/** Payloads for fields that hold an address (links, images, audio). */
const ADDRESSES = [
  'javascript:__xss({n})',
  'JaVaScRiPt:__xss({n})',
  ' javascript:__xss({n})',
  'data:text/html,<script>__xss({n})</script>',
  'vbscript:__xss({n})',
];

const numbered = (list: string[], offset: number) =>
  list.map((text, i) => text.replaceAll('{n}', String(offset + i + 1)));

export const MARKUP_PAYLOADS = numbered(MARKUP, 0);
export const ADDRESS_PAYLOADS = numbered(ADDRESSES, MARKUP.length);
