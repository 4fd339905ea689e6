// Gives every verdict in bench/judgements.json the fingerprint of the section as its judge saw it
// (`shown`, bench/judged-section.mjs), for the rounds judged before judge-pool.mjs kept one.
// Run once when fingerprints were introduced (round 17); kept to show where those came from.
// For each commit that added verdicts to judgements.json, it builds the chat index from that
// commit's tree (its pages and its index code: what the judges of those rounds were shown) and
// fingerprints those verdicts' sections. Usage: node bench/backfill-shown.mjs [--dry-run]
import {execFileSync} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';
import {register} from 'node:module';
import {fingerprint, shownSection} from './judged-section.mjs';

register('./ts-hooks.mjs', import.meta.url);
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const JUDGEMENTS = path.join(ROOT, 'bench/judgements.json');
const git = (...args) => execFileSync('git', ['-C', ROOT, ...args], {encoding: 'utf8', maxBuffer: 1 << 28});
const records = JSON.parse(readFileSync(JUDGEMENTS, 'utf8'));

// Which commit added each verdict: the oldest commit whose judgements.json has its id.
const addedIn = new Map();
for (const commit of git('log', '--reverse', '--format=%H', '--', 'bench/judgements.json').split('\n').filter(Boolean)) {
  for (const record of JSON.parse(git('show', `${commit}:bench/judgements.json`))) if (!addedIn.has(record.id)) addedIn.set(record.id, commit);
}
const missing = records.filter((record) => record.shown === undefined);
const byCommit = new Map();
for (const record of missing) {
  const commit = addedIn.get(record.id) ?? 'HEAD';
  byCommit.set(commit, [...(byCommit.get(commit) ?? []), record]);
}
let gone = 0;
for (const [commit, judged] of byCommit) {
  // That commit's files, unpacked beside the repository (which this leaves untouched), with its
  // node_modules: package-lock.json has not changed since round 1.
  const tree = commit === 'HEAD' ? ROOT : mkdtempSync(path.join(tmpdir(), `backfill-shown-${commit.slice(0, 7)}-`));
  try {
    if (tree !== ROOT) {
      execFileSync('tar', ['-x', '-C', tree], {input: execFileSync('git', ['-C', ROOT, 'archive', commit], {maxBuffer: 1 << 30})});
      symlinkSync(path.join(ROOT, 'node_modules'), path.join(tree, 'node_modules'));
    }
    const {buildChatIndex} = await import(pathToFileURL(path.join(tree, 'plugins/chat-index/index.ts')).href);
    const {PassageIndex} = await import(pathToFileURL(path.join(tree, 'src/features/chat/retrieval/searchIndex.ts')).href);
    const index = new PassageIndex(buildChatIndex(tree));
    for (const record of judged) {
      record.shown = fingerprint(shownSection(index, record.section));
      if (record.shown === null) gone += 1;
    }
    console.log(`${commit.slice(0, 7)}: ${judged.length} verdicts fingerprinted`);
  } finally {
    if (tree !== ROOT) rmSync(tree, {recursive: true, force: true});
  }
}
console.log(`${missing.length} verdicts given a fingerprint; ${gone} of their sections were not in the index they were judged from`);
if (!process.argv.includes('--dry-run')) writeFileSync(JUDGEMENTS, `${JSON.stringify(records, null, 1)}\n`);
