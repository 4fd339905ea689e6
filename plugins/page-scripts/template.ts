/**
 * The HTML template of every page (Docusaurus' `ssrTemplate`): the stock template, except for how
 * the page's scripts start. Instead of `<script defer>` for each, the page lists them in
 * `#pydocs-boot-scripts` and BOOT_SCRIPT adds them once the page has been painted.
 *
 * Why after the paint: with `defer`, a browser that already has the scripts (a repeat visit, a
 * fast connection) runs them before its first paint, so Docusaurus' start-up (main.js, 160–230 ms
 * on a mid-range phone) holds back text the HTML already contains.
 *
 * main.js, most of the bytes, is also preloaded from the head at low priority (after the
 * stylesheet, the one file the paint waits for). The page's chunks are small and are requested
 * when the scripts start, all at once. Preloading them too would gain little here, and it would
 * cost the Lighthouse score: its simulation counts a script that finished downloading before the
 * paint as blocking the paint, unless it saw that script run later as part of a long task, which
 * these small chunks never are.
 */
import {BOOT_GATE} from '../../src/data/bootGate';

/**
 * Adds the scripts listed in `#pydocs-boot-scripts`, in order, once the browser reports the first
 * contentful paint (and, on a page that set one, once the promise at `window[BOOT_GATE]` has
 * settled: see src/data/bootGate.ts). Without Paint Timing, or in a page that is not visible (a background tab, a
 * prerender: no paint is coming), it adds them at once; after 3 s it adds them regardless.
 *
 * A constant, so its CSP hash (firebase.json, `npm run csp`) does not change from build to build.
 * `async = false` keeps the order (the runtime first, main.js last), and the `src` attributes are
 * the paths the bundler's chunk loader looks for before it requests a chunk itself.
 *
 * One script per task (a MessageChannel message, which no timer clamps): Chromium spends 0.3–5 ms
 * on each insertion (starting its request), ~20 ms for a doc page's 13 scripts in one task, which
 * is a long task at 4x CPU right after the paint. One at a time, the longest is ~5 ms.
 */
export const BOOT_SCRIPT =
  '(function(){var booted=false;function boot(){if(booted)return;booted=true;' +
  'var scripts=JSON.parse(document.getElementById("pydocs-boot-scripts").textContent);' +
  'var next=0;var channel=new MessageChannel();channel.port1.onmessage=add;add();' +
  'function add(){if(next>=scripts.length)return;var script=document.createElement("script");' +
  'script.setAttribute("src",scripts[next]);script.async=false;document.head.appendChild(script);' +
  'if(++next<scripts.length)channel.port2.postMessage(0);}}' +
  'var Observer=window.PerformanceObserver;' +
  'if(document.visibilityState!=="visible"||!Observer||(Observer.supportedEntryTypes||[]).indexOf("paint")<0){boot();return;}' +
  'new Observer(function(list,observer){if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();' +
  'var gate=window[' + JSON.stringify(BOOT_GATE) + '];if(gate&&typeof gate.then==="function")gate.then(boot,boot);else boot();}})' +
  '.observe({type:"paint",buffered:true});setTimeout(boot,3000);})();';

/** Docusaurus bundles the whole site config, this template included, into main.js: the layout
 * whitespace would be bytes every reader downloads. */
function compact(template: string): string {
  return template.replace(/\n\s*/g, '');
}

/** Docusaurus' template (core/lib/ssg/ssgTemplate.html.js, 3.10), with the scripts changed. The
 * runtime goes first and main.js last, so the page's chunks register as they arrive and main.js
 * finds them loaded instead of requesting them itself. tests/unit/upstream-drift-guards.ts checks
 * every other line against the installed template. */
export const SSR_TEMPLATE = compact(`
<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
    <% const bootOrder = (file) => (/(^|\\/)runtime~/.test(file) ? 0 : /(^|\\/)main\\./.test(file) ? 2 : 1); %>
    <% const scripts = it.scripts.slice().sort((a, b) => bootOrder(a) - bootOrder(b)); %>
    <% scripts.filter((script) => bootOrder(script) === 2).forEach((script) => { %>
      <link rel="preload" as="script" fetchpriority="low" href="<%= it.baseUrl %><%= script %>" />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
    <script type="application/json" id="pydocs-boot-scripts"><%~ JSON.stringify(scripts.map((script) => it.baseUrl + script)) %></script>
    <script>${BOOT_SCRIPT}</script>
  </body>
</html>
`);
