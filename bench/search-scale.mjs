#!/usr/bin/env node
// Search at ten times the documentation (issue 27): does a search still cost about the same when
// writers have added nine pages for every one there is today?
//
// Not a second Docusaurus build (ten times the pages would take most of an hour on this machine):
// the page sections the plugin indexes are read from the existing build/ (the same `builtPages`
// as `docusaurus build`'s postBuild), nine generated sections are added for each real one, both
// sets are grouped into records as the build groups them (pageRecords: a few sections of a page a
// record) and indexed by the same writer (plugins/pagefind-search/write-index.mjs, same options).
// A generated section is built from the real pages' own blocks (paragraphs, lists, code,
// sub-headings) recombined: its record's blocks reshuffled with as many taken from other records of
// the same docs version, under the title of another page and another page's heading, at its own
// URL under /docs/scale-N/. So the words, their frequencies and the code are this site's, not
// lorem ipsum. Each generated section belongs to its real section's docs version, so the 10x site
// splits across the per-version indexes as the real one does (today ~65% current docs and other
// pages in pagefind/, ~35% 3.13 docs in pagefind-3.13/): every index grows tenfold. Each version's
// index is written as the build writes it (plugins/pagefind-search writeIndexes), served with the
// rest of build/ and measured in Chromium by the same code as the real one (bench/search.mjs
// measureSearch), from a current doc page, which loads pagefind/ only.
//
//   node bench/search.mjs --scale [--quick]   (after `docusaurus build`; prints 1x and 10x side by side)
// Not part of `npm run bench`: even --quick takes ~2 minutes here (indexing 10x is ~45 s of it).
import {register} from 'node:module';
import {spawn} from 'node:child_process';
import {mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, symlinkSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';

register('./ts-hooks.mjs', import.meta.url);

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const load = (file) => import(pathToFileURL(path.join(ROOT, file)).href);

/** Every built HTML page's route (trailingSlash: false writes route.html, the home index.html). */
function builtRoutes(outDir, dir = outDir) {
  const routes = [];
  for (const entry of readdirSync(dir, {withFileTypes: true})) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) routes.push(...builtRoutes(outDir, file));
    else if (entry.name.endsWith('.html')) routes.push(`/${path.relative(outDir, file).replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`.replace(/(.)\/$/, '$1'));
  }
  return routes;
}

/** A small deterministic generator (mulberry32): the same 10x site on every run. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

const BLOCK = /<(p|pre|ul|ol|h3|table|blockquote)\b[^>]*>[\s\S]*?<\/\1>/g;

/** A record's parts: what stands before its body's blocks, the blocks, and its title and heading. */
function partsOf(record) {
  const bodyStart = record.content.indexOf('>', record.content.indexOf('<main')) + 1;
  const bodyEnd = record.content.lastIndexOf('</main>');
  const body = record.content.slice(bodyStart, bodyEnd);
  const blocks = body.match(BLOCK) ?? [];
  // The <main> tag, and the kind's metadata (the section's is rewritten).
  const open = record.content.slice(0, bodyStart) + (body.match(/<span data-pagefind-meta="kind:[^"]*"><\/span>/)?.[0] ?? '');
  const title = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(body)?.[1] ?? null;
  const heading = /<h2\b[^>]*>[\s\S]*?<\/h2>/.exec(body)?.[0] ?? null;
  return {open, blocks, title, heading, version: record.version};
}

/**
 * Pure: `factor - 1` generated records for each real one (see the top of this file), for a site
 * with `factor` times the documentation.
 */
export function generatedRecords(records, factor) {
  const parts = records.map(partsOf);
  const byVersion = new Map();
  parts.forEach((part, index) => byVersion.set(part.version, [...(byVersion.get(part.version) ?? []), index]));
  const titles = parts.map((part) => part.title).filter(Boolean);
  const generated = [];
  for (let copy = 1; copy < factor; copy++) {
    const next = random(copy * 7919);
    const pick = (list) => list[Math.floor(next() * list.length)];
    records.forEach((record, index) => {
      const part = parts[index];
      const others = byVersion.get(part.version);
      const own = [...part.blocks].sort(() => next() - 0.5);
      // Every other block from another record of the same version: new text, the same vocabulary.
      const blocks = own.map((block, position) => {
        if (position % 2 === 0) return block;
        const donor = parts[pick(others)].blocks;
        return donor.length > 0 ? pick(donor) : block;
      });
      const title = pick(titles);
      const heading = part.heading ? (parts[pick(others)].heading ?? part.heading) : '';
      const route = record.url.split('#')[0];
      const anchor = /\sid=(?:"([^"]*)"|([^\s>]+))/.exec(heading)?.slice(1).find(Boolean);
      const url = `/docs/scale-${copy}${route === '/' ? '' : route}${anchor ? `#${anchor}` : ''}`;
      const section = `<span data-pagefind-meta="section:${heading.replace(/<[^>]*>/g, '').replace(/[\u200b\s]+$/u, '').replace(/"/g, '&quot;')}"></span>`;
      generated.push({url, version: part.version, content: `${part.open}${section}<h1>${title}</h1>${heading}${blocks.join('')}</main></body></html>`});
    });
  }
  return generated;
}

/** build/ with its search indexes replaced by those in `bundles` (symbolic links: nothing is copied). */
function siteWithBundles(buildDir, bundles, into) {
  mkdirSync(into, {recursive: true});
  for (const entry of readdirSync(buildDir)) {
    if (!/^pagefind(-|$)/.test(entry)) symlinkSync(path.join(buildDir, entry), path.join(into, entry));
  }
  for (const entry of readdirSync(bundles)) symlinkSync(path.join(bundles, entry), path.join(into, entry));
  return into;
}

const sizeOf = (dir) => readdirSync(dir, {withFileTypes: true}).reduce((sum, entry) => sum + (entry.isDirectory() ? sizeOf(path.join(dir, entry.name)) : statSync(path.join(dir, entry.name)).size), 0);

async function serve(dir, port) {
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts/serve-build.mjs'), '--port', String(port), '--dir', dir], {stdio: ['ignore', 'pipe', 'inherit']});
  await new Promise((resolve) => child.stdout.once('data', resolve));
  return {url: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM')};
}

/**
 * Indexes the site at 1x and 10x and measures both in Chromium with `measureSearch` (bench/search.mjs,
 * passed in: importing it from here would wait on its own top-level await when it runs this). Returns rows [name, value, unit],
 * the 10x figure beside the 1x one in the name's order: "… 1x", "… 10x", "… 10x / 1x".
 */
export async function measureSearchScale({browser, measureSearch, buildDir = path.join(ROOT, 'build'), factor = 10, port = 3303, queries = 100, indexRuns = 2, log = () => undefined}) {
  const {builtPages, pageRecords, RECORD_WORDS, writeIndexes, recordsByBundle, BUNDLE_FOLDER} = await load('plugins/pagefind-search/index.ts');
  const real = builtPages(buildDir, builtRoutes(buildDir));
  const work = mkdtempSync(path.join(tmpdir(), 'pydocs-search-scale-'));
  // Sections are generated as before; each generated page's sections (one URL, anchors apart) are
  // then grouped into records as the build groups a real page's (pageRecords).
  const sites = [
    {name: '1x', sections: real.length, records: pageRecords(real, RECORD_WORDS)},
    {name: `${factor}x`, sections: real.length * factor, records: pageRecords([...real, ...generatedRecords(real, factor)], RECORD_WORDS)},
  ];
  const rows = [];
  const figures = {};
  try {
    for (const site of sites) {
      const bundles = path.join(work, `indexes-${site.name}`);
      // The first run of the writer also pays for starting Pagefind's binary: index twice, keep the faster.
      const times = [];
      for (let run = 0; run < indexRuns; run++) {
        const started = performance.now();
        await writeIndexes(bundles, site.records, path.join(ROOT, 'plugins/pagefind-search/write-index.mjs'));
        times.push(performance.now() - started);
      }
      const indexMs = Math.min(...times);
      const split = [...recordsByBundle(site.records)].map(([folder, records]) => `${folder}/ ${records.length}`);
      log(`${site.name}: ${site.records.length} records indexed in ${(indexMs / 1000).toFixed(1)} s: ${split.join(', ')}`);
      const bundle = path.join(bundles, BUNDLE_FOLDER);
      const served = await serve(siteWithBundles(buildDir, bundles, path.join(work, `site-${site.name}`)), port);
      let measured;
      try {
        measured = await measureSearch({browser, baseUrl: served.url, queries});
      } finally {
        served.stop();
      }
      const meta = readdirSync(bundle).find((file) => file.endsWith('.pf_meta'));
      figures[site.name] = [
        [`page sections, all versions`, site.sections, ''],
        [`indexed records (a few sections of a page each), all versions`, site.records.length, ''],
        [`indexed records in the current index (pagefind/)`, recordsByBundle(site.records).get(BUNDLE_FOLDER).length, ''],
        [`index build time (Pagefind, best of ${indexRuns})`, indexMs / 1000, 's'],
        [`index build time per record`, indexMs / site.records.length, 'ms'],
        [`index on disk`, sizeOf(bundle) / 1024, 'KiB'],
        [`metadata a first search from a current page loads`, statSync(path.join(bundle, meta)).size / 1024, 'KiB'],
        [`index chunks of the current index`, readdirSync(path.join(bundle, 'index')).length, ''],
        ...measured,
      ];
      log(`${site.name}: ${measured.map(([name, value, unit]) => `${name} ${value.toFixed(1)} ${unit}`).join('; ')}`);
    }
    const [small, large] = sites.map((site) => figures[site.name]);
    small.forEach(([name, value, unit], index) => {
      rows.push([`${name}, 1x`, value, unit]);
      rows.push([`${name}, ${factor}x`, large[index][1], unit]);
      if (value > 0) rows.push([`${name}, ${factor}x / 1x`, large[index][1] / value, 'x']);
    });
  } finally {
    rmSync(work, {recursive: true, force: true});
  }
  return rows;
}
