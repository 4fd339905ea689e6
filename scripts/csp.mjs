#!/usr/bin/env node
// Keeps the script-src hashes of the Content-Security-Policy in firebase.json in step with the
// inline scripts of a build (scripts/csp-policy.mjs says why hashes).
//   npm run csp                          hash build/'s inline scripts, rewrite firebase.json
//   node scripts/csp.mjs --check         exit 1, saying what to do, if build/ needs a hash firebase.json lacks
//   node scripts/csp.mjs --dir other-build
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {ROOT} from './emulators.mjs';
import {contentSecurityPolicy, distinctHashes, policyProblems, scanBuild, unusedHashes, withScriptHashes} from './csp-policy.mjs';

const args = process.argv.slice(2);
const buildDir = path.resolve(ROOT, args.includes('--dir') ? args[args.indexOf('--dir') + 1] : 'build');
const firebaseJsonPath = path.join(ROOT, 'firebase.json');

if (!existsSync(path.join(buildDir, 'index.html'))) {
  console.error(`No build in ${path.relative(ROOT, buildDir)}/: run npm run build first.`);
  process.exit(1);
}

const text = readFileSync(firebaseJsonPath, 'utf8');
const policy = contentSecurityPolicy(JSON.parse(text));
const scan = scanBuild(buildDir);
const hashes = distinctHashes(scan.scripts);
console.log(`${scan.pages} pages, ${scan.scripts.length} inline scripts, ${hashes.length} distinct.`);

if (args.includes('--check')) {
  const problems = policyProblems(scan, policy);
  for (const problem of problems) console.error(problem);
  const unused = unusedHashes(scan, policy);
  if (unused.length > 0) console.warn(`${unused.length} hash(es) in firebase.json match no inline script of this build: npm run csp removes them.`);
  if (problems.length === 0) console.log('Every inline script is allowed by the CSP in firebase.json.');
  process.exit(problems.length === 0 ? 0 : 1);
}

// Inline handlers (onclick=...) cannot be allowed by a hash: rewriting would not help.
const handlerProblems = policyProblems({...scan, scripts: []}, policy);
if (handlerProblems.length > 0) {
  for (const problem of handlerProblems) console.error(problem);
  process.exit(1);
}

const updated = withScriptHashes(policy, hashes);
if (updated === policy) {
  console.log('firebase.json already allows exactly these inline scripts.');
} else {
  // Replace the one string in place, so the file's hand-made layout stays as it is.
  const next = text.replace(JSON.stringify(policy), () => JSON.stringify(updated));
  if (contentSecurityPolicy(JSON.parse(next)) !== updated) throw new Error('Could not find the CSP value in firebase.json to rewrite it');
  writeFileSync(firebaseJsonPath, next);
  console.log(`Rewrote the Content-Security-Policy in firebase.json: script-src allows ${hashes.length} inline script hash(es).`);
}
