/**
 * Reports: readers flag a question or answer once; admins read the queue and dismiss reports. Only
 * admins can read reports (so nobody learns who reported what); the reporter's own "Reported"
 * comes from a private note under their profile, written in the same batch.
 */
import {REPORTS, newReport, readReport, reportId, reportPath, reportedPath, type Report, type ReportReason, type Target} from './model';
import {addPacing} from './pacing';
import {listen, localWrite, store, type LocalWrite, type Unsubscribe} from './store';

/** How many open reports the moderation queue shows at once. */
export const REPORT_QUEUE_SIZE = 20;

/** Whether the signed-in user already reported this question or answer (their private note of it). */
export function watchMyReport(target: Target, uid: string, onReported: (reported: boolean) => void, onError: (error: unknown) => void): Unsubscribe {
  return listen(
    ({db, fs}) => fs.onSnapshot(fs.doc(db, reportedPath(uid, target)), (snapshot) => onReported(snapshot.exists()), onError),
    onError,
  );
}

export async function reportContent(target: Target, uid: string, reason: ReportReason, note: string): Promise<LocalWrite> {
  const loaded = await store();
  const {db, fs} = loaded;
  const batch = fs.writeBatch(db);
  batch.set(fs.doc(db, reportPath(uid, target)), newReport(uid, target, reason, note, fs.serverTimestamp()));
  batch.set(fs.doc(db, reportedPath(uid, target)), {reportedAt: fs.serverTimestamp()});
  addPacing(loaded, batch, uid, 'report', reportId(uid, target));
  return localWrite(batch.commit());
}

/** Admins: the newest open reports, live. */
export function watchReports(onReports: (reports: readonly Report[]) => void, onError: (error: unknown) => void): Unsubscribe {
  return listen(({db, fs}) => {
    const reportsQuery = fs.query(fs.collection(db, REPORTS), fs.orderBy('createdAt', 'desc'), fs.limit(REPORT_QUEUE_SIZE));
    return fs.onSnapshot(
      reportsQuery,
      (snapshot) => onReports(snapshot.docs.map((doc) => readReport(doc.id, doc.data({serverTimestamps: 'estimate'})))),
      onError,
    );
  }, onError);
}

/** Admins: a report that has been dealt with (or needs nothing) leaves the queue. */
export async function dismissReport(reportId: string): Promise<LocalWrite> {
  const {db, fs} = await store();
  return localWrite(fs.deleteDoc(fs.doc(db, `${REPORTS}/${reportId}`)));
}
