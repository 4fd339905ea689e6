/**
 * Hostile content for tests/e2e/hostile-content.spec.ts: the classic ways to run script through
 * user text (raw HTML, event handlers, dangerous URL schemes, SVG/MathML, Markdown link tricks,
 * mutation-XSS, Unicode look-alikes, template syntax). Every payload that ran would call
 * window.__xss('<id>') (a binding the spec installs) or alert('<id>') (a dialog the spec listens
 * for), so a single execution anywhere is observable and names the payload.
 */
export type XssCategory =
  | 'script tag'
  | 'event handler'
  | 'html url'
  | 'markdown link'
  | 'svg/math'
  | 'mutation/malformed'
  | 'unicode'
  | 'template';

export type XssPayload = Readonly<{id: string; category: XssCategory; text: string}>;

// U+202E RIGHT-TO-LEFT OVERRIDE and U+200D ZERO WIDTH JOINER, spelled out so the source stays readable.
const RLO = '\u202E';
const ZWJ = '\u200D';
// base64 of <script>__xss('u11')</script> and of <script>__xss('m04')</script>
const B64_U11 = Buffer.from("<script>__xss('u11')</script>").toString('base64');
const B64_M04 = Buffer.from("<script>__xss('m04')</script>").toString('base64');

export const XSS_PAYLOADS: readonly XssPayload[] = [
  // <script> in its many spellings
  {id: 's01', category: 'script tag', text: "<script>__xss('s01')</script>"},
  {id: 's02', category: 'script tag', text: "<script>alert('s02')</script>"},
  {id: 's03', category: 'script tag', text: "<SCRIPT SRC=data:text/javascript,__xss('s03')></SCRIPT>"},
  {id: 's04', category: 'script tag', text: "<scr<script>ipt>__xss('s04')</scr</script>ipt>"},
  {id: 's05', category: 'script tag', text: "<script/x>__xss('s05')</script>"},
  {id: 's06', category: 'script tag', text: "\"><script>__xss('s06')</script>"},
  {id: 's07', category: 'script tag', text: "'><script>__xss('s07')</script>"},
  {id: 's08', category: 'script tag', text: "</textarea><script>__xss('s08')</script>"},
  // event handlers
  {id: 'e01', category: 'event handler', text: "<img src=x onerror=__xss('e01')>"},
  {id: 'e02', category: 'event handler', text: "<img src=x onerror=\"alert('e02')\">"},
  {id: 'e03', category: 'event handler', text: "<svg onload=__xss('e03')>"},
  {id: 'e04', category: 'event handler', text: "<body onload=__xss('e04')>"},
  {id: 'e05', category: 'event handler', text: "<details open ontoggle=__xss('e05')>"},
  {id: 'e06', category: 'event handler', text: "<input autofocus onfocus=__xss('e06')>"},
  {id: 'e07', category: 'event handler', text: "<video><source onerror=__xss('e07')></video>"},
  {id: 'e08', category: 'event handler', text: "<div onmouseover=__xss('e08')>hover me</div>"},
  {id: 'e09', category: 'event handler', text: "<iframe onload=__xss('e09')></iframe>"},
  {id: 'e10', category: 'event handler', text: "<a href=# onclick=__xss('e10')>click me</a>"},
  {id: 'e11', category: 'event handler', text: "<style onload=__xss('e11')></style>"},
  {id: 'e12', category: 'event handler', text: "<object data=x onerror=__xss('e12')>"},
  {id: 'e13', category: 'event handler', text: "<img/src=x/onerror=__xss('e13')>"},
  {id: 'e14', category: 'event handler', text: "<x contenteditable onfocus=__xss('e14') autofocus>"},
  // dangerous URLs in HTML
  {id: 'u01', category: 'html url', text: "<a href=\"javascript:__xss('u01')\">html link</a>"},
  {id: 'u02', category: 'html url', text: "<a href=\"JaVaScRiPt:__xss('u02')\">mixed case</a>"},
  {id: 'u03', category: 'html url', text: "<a href=\"&#106;avascript:__xss('u03')\">entity</a>"},
  {id: 'u04', category: 'html url', text: "<a href=\"java&#x09;script:__xss('u04')\">tab</a>"},
  {id: 'u05', category: 'html url', text: "<iframe src=\"javascript:__xss('u05')\"></iframe>"},
  {id: 'u06', category: 'html url', text: "<iframe src=\"data:text/html,<script>__xss('u06')</script>\"></iframe>"},
  {id: 'u07', category: 'html url', text: "<object data=\"javascript:__xss('u07')\"></object>"},
  {id: 'u08', category: 'html url', text: "<embed src=\"javascript:__xss('u08')\">"},
  {id: 'u09', category: 'html url', text: "<form action=\"javascript:__xss('u09')\"><button>go</button></form>"},
  {id: 'u10', category: 'html url', text: "<a href=\"vbscript:__xss('u10')\">vb</a>"},
  {id: 'u11', category: 'html url', text: `<a href="data:text/html;base64,${B64_U11}">b64</a>`},
  {id: 'u12', category: 'html url', text: "<iframe srcdoc=\"<script>__xss('u12')</script>\"></iframe>"},
  {id: 'u13', category: 'html url', text: "<meta http-equiv=\"refresh\" content=\"0;url=javascript:__xss('u13')\">"},
  {id: 'u14', category: 'html url', text: "<map name=m><area href=\"javascript:__xss('u14')\" shape=default></map>"},
  {id: 'u15', category: 'html url', text: "<base href=\"javascript:__xss('u15')//\">"},
  {id: 'u16', category: 'html url', text: "<button formaction=\"javascript:__xss('u16')\">go</button>"},
  // Markdown link tricks
  {id: 'm01', category: 'markdown link', text: "[md link](javascript:__xss('m01'))"},
  {id: 'm02', category: 'markdown link', text: "[md mixed](JaVaScRiPt:__xss('m02'))"},
  {id: 'm03', category: 'markdown link', text: "[md entity](java&#x73;cript:__xss('m03'))"},
  {id: 'm04', category: 'markdown link', text: `[md data](data:text/html;base64,${B64_M04})`},
  {id: 'm05', category: 'markdown link', text: "![md image](javascript:__xss('m05'))"},
  {id: 'm06', category: 'markdown link', text: "<javascript:__xss('m06')>"},
  {id: 'm07', category: 'markdown link', text: "[ref link][r7]\n\n[r7]: javascript:__xss('m07')"},
  {id: 'm08', category: 'markdown link', text: "[md angle](<javascript:__xss('m08')>)"},
  {id: 'm09', category: 'markdown link', text: "[md escaped](javascript\\:__xss('m09'))"},
  {id: 'm10', category: 'markdown link', text: "[md title](https://example.com \"\\\" onmouseover=__xss('m10') x=\\\"\")"},
  {id: 'm11', category: 'markdown link', text: "[md vb](vbscript:__xss('m11'))"},
  {id: 'm12', category: 'markdown link', text: "[outer [inner](javascript:__xss('m12'))](https://example.com)"},
  {id: 'm13', category: 'markdown link', text: "![md img](x\" onerror=\"__xss('m13'))"},
  {id: 'm14', category: 'markdown link', text: "[md percent](javascript:%5F%5Fxss('m14'))"},
  // SVG and MathML
  {id: 'g01', category: 'svg/math', text: "<svg><script>__xss('g01')</script></svg>"},
  {id: 'g02', category: 'svg/math', text: "<svg><a xlink:href=\"javascript:__xss('g02')\"><text x=9 y=9>svg</text></a></svg>"},
  {id: 'g03', category: 'svg/math', text: "<math><a xlink:href=\"javascript:__xss('g03')\">math</a></math>"},
  {id: 'g04', category: 'svg/math', text: "<svg><animate onbegin=__xss('g04') attributeName=x dur=1s>"},
  {id: 'g05', category: 'svg/math', text: "<svg><set attributeName=onload to=__xss('g05')>"},
  // mutation XSS and malformed markup
  {id: 'x01', category: 'mutation/malformed', text: "<math><mtext><table><mglyph><style><img src=x onerror=__xss('x01')>"},
  {id: 'x02', category: 'mutation/malformed', text: "<noscript><p title=\"</noscript><img src=x onerror=__xss('x02')>\">"},
  {id: 'x03', category: 'mutation/malformed', text: "<svg></p><style><a id=\"</style><img src=1 onerror=__xss('x03')>\">"},
  {id: 'x04', category: 'mutation/malformed', text: "<img src=x onerror=__xss('x04')"},
  {id: 'x05', category: 'mutation/malformed', text: "<<img src=x onerror=__xss('x05')>>"},
  {id: 'x06', category: 'mutation/malformed', text: "<style>@import 'javascript:__xss(\"x06\")';</style>"},
  {id: 'x07', category: 'mutation/malformed', text: "<template><img src=x onerror=__xss('x07')></template>"},
  {id: 'x08', category: 'mutation/malformed', text: "<!--<img src=x onerror=__xss('x08')>-->"},
  {id: 'x09', category: 'mutation/malformed', text: "<title><img src=x onerror=__xss('x09')></title>"},
  {id: 'x10', category: 'mutation/malformed', text: "<form><math><mtext></form><form><mglyph><svg><mtext><style><path id=\"</style><img onerror=__xss('x10') src>\">"},
  {id: 'x11', category: 'mutation/malformed', text: "`<img src=x onerror=__xss('x11')>` and ```<svg onload=__xss('x11')>```"},
  {id: 'x12', category: 'mutation/malformed', text: "<a href=\"x\" \" onclick=__xss('x12')>quotes</a>"},
  // Unicode tricks
  {id: 't01', category: 'unicode', text: `${RLO}<img src=x onerror=__xss('t01')>`},
  {id: 't02', category: 'unicode', text: `[zwj link](java${ZWJ}script:__xss('t02'))`},
  {id: 't03', category: 'unicode', text: "＜script＞__xss('t03')＜/script＞"},
  {id: 't04', category: 'unicode', text: "[homoglyph](j\u0430vascript:__xss('t04'))"},
  {id: 't05', category: 'unicode', text: "<ſcript>__xss('t05')</ſcript>"},
  {id: 't06', category: 'unicode', text: `[bidi link](${RLO}javascript:__xss('t06'))`},
  {id: 't07', category: 'unicode', text: "＜img src=x onerror=__xss('t07')＞"},
  {id: 't08', category: 'unicode', text: "<a href=\"\u0001javascript:__xss('t08')\">control char</a>"},
  // template and interpolation syntax
  {id: 'j01', category: 'template', text: "{{constructor.constructor('__xss(\"j01\")')()}}"},
  {id: 'j02', category: 'template', text: "${__xss('j02')}"},
  {id: 'j03', category: 'template', text: "<%= __xss('j03') %>"},
  {id: 'j04', category: 'template', text: "{{7*7}}[[__xss('j04')]]#{__xss('j04')}"},
];

/** A display name holds at most 40 characters (LIMITS.displayNameMax), so only these can be one. */
export const NAME_LIMIT = 40;
