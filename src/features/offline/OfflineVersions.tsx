/**
 * "Available offline": per Python version, the reader sees the size, downloads every page of that
 * version with its search index and Python runtime (progress bar, Cancel), and can remove it again.
 * On the /docs home page (docs/index.mdx); the version menu links here.
 */
import {useCallback, useEffect, useRef, useState, type ReactNode} from 'react';
import {completeCopies, fillOfflineCopy, removeOfflineCopies} from './offlineCopy';
import {formatSize, manifestPath, parseManifest, SUMMARY_PATH, type OfflineSummary} from '@site/src/data/offlineManifest';
import styles from './offlineVersions.module.css';

type VersionState =
  | {kind: 'absent'}
  | {kind: 'downloading'; done: number}
  | {kind: 'available'}
  | {kind: 'failed'; message: string};

async function storageUsed(): Promise<number | null> {
  try {
    return (await navigator.storage?.estimate())?.usage ?? null;
  } catch {
    return null;
  }
}

function VersionRow({version, state, onDownload, onCancel, onRemove}: {
  version: OfflineSummary[number];
  state: VersionState;
  onDownload: () => void;
  onCancel: () => void;
  onRemove: () => void;
}): ReactNode {
  const percent = state.kind === 'downloading' ? Math.min(100, Math.floor((state.done / version.size) * 100)) : 0;
  return (
    <li className={styles.version}>
      <strong>{version.label}</strong>
      {state.kind === 'available' ? (
        <>
          <span>Available offline ({formatSize(version.size)})</span>
          <button type="button" className="button button--secondary" onClick={onRemove}>
            Remove {version.label}
          </button>
        </>
      ) : state.kind === 'downloading' ? (
        <>
          <div role="progressbar" aria-label={`Downloading ${version.label} for offline use`} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} className={styles.bar}>
            <div className={styles.barDone} style={{width: `${percent}%`}} />
          </div>
          <span>
            {formatSize(state.done)} of {formatSize(version.size)}
          </span>
          <button type="button" className="button button--secondary" onClick={onCancel}>
            Cancel
          </button>
        </>
      ) : (
        <>
          <span>
            {formatSize(version.size)}, {version.files} files{state.kind === 'failed' ? `. The download stopped: ${state.message}` : ''}
          </span>
          <button type="button" className="button button--primary" onClick={onDownload}>
            Make {version.label} available offline
          </button>
        </>
      )}
    </li>
  );
}

export default function OfflineVersions(): ReactNode {
  const [versions, setVersions] = useState<OfflineSummary | null>(null);
  const [states, setStates] = useState<Record<string, VersionState>>({});
  const [usage, setUsage] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const downloads = useRef(new Map<string, AbortController>());

  const refresh = useCallback(async () => {
    const complete = await completeCopies();
    const response = await fetch(SUMMARY_PATH, {cache: 'no-cache'}).catch(() => null);
    if (response && !response.ok) throw new Error('Offline copies come with the built site (npm run build), not the dev server.');
    // Offline, the copies on this device still list themselves, so they can be removed.
    const summary: OfflineSummary = response
      ? ((await response.json()) as OfflineSummary)
      : complete.map(({manifest}) => ({python: manifest.python, label: manifest.label, size: manifest.size, files: manifest.entries.length, build: manifest.build}));
    if (summary.length === 0) throw new Error("You're offline. The list of versions to download will load when the connection returns.");
    setVersions(summary);
    setStates((previous) => {
      const next: Record<string, VersionState> = {};
      for (const {python} of summary) {
        const current = previous[python];
        next[python] = current?.kind === 'downloading' || current?.kind === 'failed' ? current : complete.some((copy) => copy.python === python) ? {kind: 'available'} : {kind: 'absent'};
      }
      return next;
    });
    setUsage(await storageUsed());
  }, []);

  useEffect(() => {
    if (!('caches' in window) || !('serviceWorker' in navigator)) {
      setProblem('This browser cannot keep pages for offline reading.');
      return;
    }
    refresh().catch((error: unknown) => setProblem(error instanceof Error ? error.message : String(error)));
    const running = downloads.current;
    return () => running.forEach((controller) => controller.abort());
  }, [refresh]);

  const setState = (python: string, state: VersionState) => setStates((previous) => ({...previous, [python]: state}));

  const download = async (python: string) => {
    const controller = new AbortController();
    downloads.current.set(python, controller);
    setState(python, {kind: 'downloading', done: 0});
    try {
      // Asked for by the reader: the browser should not evict it when the disk fills up.
      void navigator.storage?.persist?.().catch(() => false);
      const manifest = parseManifest(await (await fetch(manifestPath(python), {cache: 'no-cache', signal: controller.signal})).json());
      if (!manifest) throw new Error('the list of files is damaged');
      await fillOfflineCopy(manifest, {signal: controller.signal, onProgress: (done) => setState(python, {kind: 'downloading', done})});
      setState(python, {kind: 'available'});
    } catch (error) {
      if (controller.signal.aborted) {
        await removeOfflineCopies(python);
        setState(python, {kind: 'absent'});
      } else setState(python, {kind: 'failed', message: error instanceof Error ? error.message : String(error)});
    } finally {
      downloads.current.delete(python);
      setUsage(await storageUsed());
    }
  };

  const remove = async (python: string) => {
    await removeOfflineCopies(python);
    setState(python, {kind: 'absent'});
    setUsage(await storageUsed());
  };

  if (problem) return <p role="status">{problem}</p>;
  if (!versions) return <p>Checking what this device keeps offline…</p>;
  return (
    <div className={styles.offline}>
      <ul className={styles.versions} aria-label="Python versions available offline">
        {versions.map((version) => (
          <VersionRow
            key={version.python}
            version={version}
            state={states[version.python] ?? {kind: 'absent'}}
            onDownload={() => void download(version.python)}
            onCancel={() => downloads.current.get(version.python)?.abort()}
            onRemove={() => void remove(version.python)}
          />
        ))}
      </ul>
      {usage !== null && <p role="status">Storage used by PyDocs on this device: {formatSize(usage)}</p>}
    </div>
  );
}
