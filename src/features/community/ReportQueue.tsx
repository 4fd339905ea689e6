import React, {useEffect, useState} from 'react';
import Link from '@docusaurus/Link';
import {AuthorName} from './AuthorName';
import {REPORT_REASON_LABELS, questionUrl, type Report} from './model';
import {dismissReport, REPORT_QUEUE_SIZE, watchReports} from './reports';
import {friendlyDataError} from './store';
import {TimeAgo} from './TimeAgo';
import {reportWriteFailure} from './writeFailures';
import styles from './community.module.css';

/** Admins only: the newest reports, with a link to what was reported. Hiding happens there. */
export function ReportQueue(): React.JSX.Element | null {
  const [reports, setReports] = useState<readonly Report[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => watchReports(setReports, (failure) => setError(friendlyDataError(failure))), []);

  if (reports === null && error === null) return null;
  return (
    <section className={styles.panel} aria-labelledby="report-queue-heading">
      <h2 id="report-queue-heading">Reports to review{reports && reports.length > 0 ? ` (${reports.length}${reports.length >= REPORT_QUEUE_SIZE ? '+' : ''})` : ''}</h2>
      {error && (
        <div className="alert alert--danger" role="alert">
          {error}
        </div>
      )}
      {reports && reports.length === 0 && <p className={styles.muted}>Nothing to review.</p>}
      {reports && reports.length > 0 && (
        <ul className={styles.reportList}>
          {reports.map((report) => (
            <li key={report.id} className={styles.reportItem}>
              <span>
                <strong>{REPORT_REASON_LABELS[report.reason]}</strong>
                {' on '}
                <Link to={questionUrl(report.postId, report.answerId ?? undefined)}>{report.answerId ? 'an answer' : 'a question'}</Link>
                {', reported by '}
                <AuthorName uid={report.reporterId} /> <TimeAgo time={report.createdAt} />
                {report.note && <q className={styles.reportNote}>{report.note}</q>}
              </span>
              <button
                type="button"
                className="button button--sm button--secondary"
                onClick={() =>
                  dismissReport(report.id)
                    .then(({synced}) => synced)
                    .catch((failure: unknown) => reportWriteFailure(`The report was not dismissed: ${friendlyDataError(failure)}`))
                }
              >
                Dismiss
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
