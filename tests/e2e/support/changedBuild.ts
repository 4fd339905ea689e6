/**
 * A second deploy for the update tests: a copy of build/ in which one page's text changed, made the
 * way a build makes it. The page's HTML carries the new text, and so does the script chunk that
 * renders it, which gets a new content hash in its name, as do the chunks that name it (the
 * runtime), and every HTML file that names those. Then the offline-cache plugin's own postBuild
 * writes the new build's offline manifests and service worker. Unchanged files are hard links.
 */
import {execFileSync} from 'node:child_process';
import {createHash} from 'node:crypto';
import {readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {writeOfflineFiles} from '../../../plugins/offline-cache';

const ROOT = path.join(__dirname, '../../..');

function filesUnder(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .map((file) => path.join(dir, file))
    .filter((file) => pattern.test(file) && statSync(file).isFile());
}

/** Writes a new file in place of a hard link, so the build it was copied from keeps its own. */
function replaceFile(file: string, content: string): void {
  rmSync(file);
  writeFileSync(file, content);
}

export async function makeChangedBuild(from: string, to: string, change: {page: string; before: string; after: string}): Promise<void> {
  rmSync(to, {recursive: true, force: true});
  execFileSync('cp', ['-al', from, to]);
  const html = filesUnder(to, /\.html$/);
  const scripts = filesUnder(path.join(to, 'assets/js'), /\.js$/);
  const pageFile = path.join(to, `${change.page}.html`);
  const pageHtml = readFileSync(pageFile, 'utf8');
  if (!pageHtml.includes(change.before)) throw new Error(`${change.page} does not contain "${change.before}"`);
  replaceFile(pageFile, pageHtml.replaceAll(change.before, change.after));

  // Content changes, renamed by their new hash, until no file names a renamed one.
  let edits = new Map<string, string>();
  for (const script of scripts) {
    const text = readFileSync(script, 'utf8');
    if (text.includes(change.before)) edits.set(script, text.replaceAll(change.before, change.after));
  }
  if (edits.size === 0) throw new Error(`No script renders "${change.before}"`);
  while (edits.size > 0) {
    const renamed = new Map<string, string>();
    for (const [script, text] of edits) {
      const match = /\.([0-9a-f]{8})\.js$/.exec(script);
      if (!match) throw new Error(`${script} has no content hash in its name`);
      const hash = createHash('sha256').update(text).digest('hex').slice(0, 8);
      replaceFile(script, text);
      renameSync(script, script.replace(`.${match[1]}.js`, `.${hash}.js`));
      renamed.set(match[1], hash);
    }
    const next = new Map<string, string>();
    for (const file of [...html, ...filesUnder(path.join(to, 'assets/js'), /\.js$/)]) {
      const text = readFileSync(file, 'utf8');
      let updated = text;
      for (const [oldHash, newHash] of renamed) updated = updated.replaceAll(oldHash, newHash);
      if (updated === text) continue;
      if (file.endsWith('.html')) replaceFile(file, updated);
      else next.set(file, updated);
    }
    edits = next;
  }
  // Written anew by the plugin below: not through the hard links into the first build.
  rmSync(path.join(to, 'sw.js'));
  rmSync(path.join(to, 'offline'), {recursive: true});
  await writeOfflineFiles(ROOT, to);
}
