import type { VerificationRunView, VerificationStatus } from '@app/libs';
import { Alert, Spin, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format/format-date';
import { verificationCounts } from './verification-counts';
import { problemText } from './verification-problem-text';

const STATUS_COLORS: Record<VerificationStatus, string> = {
  queued: 'blue',
  running: 'blue',
  passed: 'green',
  failed: 'red',
  errored: 'orange',
};

/** Who started the run and when it finished. */
function RunMeta({ run }: { run: VerificationRunView }) {
  const { t } = useTranslation();
  const who = run.requestedBy?.fullName || run.requestedBy?.email || t('ledger.deletedUser');
  return (
    <div className="ledger-verify__meta">
      <Tag color={STATUS_COLORS[run.status]}>{t(`ledger.audit.statuses.${run.status}`)}</Tag>
      <Typography.Text type="secondary">
        {t('ledger.audit.startedBy', { when: formatDateTime(run.startedAt ?? run.requestedAt), who })}
        {run.finishedAt ? ` · ${t('ledger.audit.finishedAt', { when: formatDateTime(run.finishedAt) })}` : ''}
      </Typography.Text>
    </div>
  );
}

function Notes({ run }: { run: VerificationRunView }) {
  const { t } = useTranslation();
  return (
    <>
      {run.pendingEvents > 0 && (
        <Typography.Paragraph className="ledger-verify__note">
          {t('ledger.audit.pendingEvents', { count: run.pendingEvents })}
        </Typography.Paragraph>
      )}
      {run.resumed > 0 && (
        <Typography.Paragraph className="ledger-verify__note">
          {t('ledger.audit.resumed', { count: run.resumed })}
        </Typography.Paragraph>
      )}
    </>
  );
}

/** The last verification run: its progress while it runs, its result once it is done. */
export function VerificationResult({ run }: { run: VerificationRunView | null | undefined }) {
  const { t, i18n } = useTranslation();
  if (run === undefined) return null;
  if (run === null)
    return <Typography.Text type="secondary">{t('ledger.audit.neverVerified')}</Typography.Text>;
  const meta = <RunMeta run={run} />;
  switch (run.status) {
    case 'queued':
    case 'running':
      return (
        <div className="ledger-verify__result" role="status">
          {meta}
          <Alert
            type="info"
            showIcon
            icon={<Spin size="small" />}
            title={t(`ledger.audit.phases.${run.phase}`)}
            description={t('ledger.audit.checkpoints', { count: run.chunks })}
          />
        </div>
      );
    case 'passed':
      return (
        <div className="ledger-verify__result">
          {meta}
          <Alert
            type="success"
            showIcon
            role="status"
            title={t('ledger.audit.allHolds')}
            description={
              <>
                <Typography.Paragraph className="ledger-verify__note">
                  {verificationCounts(t, run.counts)}
                </Typography.Paragraph>
                <Notes run={run} />
              </>
            }
          />
        </div>
      );
    case 'failed':
      return (
        <div className="ledger-verify__result">
          {meta}
          <Alert
            type="error"
            showIcon
            role="alert"
            title={t('ledger.audit.problems', { count: run.problemCount })}
            description={
              <>
                <ul className="error-list">
                  {run.problems.map((problem, i) => (
                    <li key={i}>{problemText(t, problem, i18n.language)}</li>
                  ))}
                </ul>
                {run.problemCount > run.problems.length && (
                  <Typography.Paragraph className="ledger-verify__note">
                    {t('ledger.audit.moreProblems', { count: run.problemCount - run.problems.length })}
                  </Typography.Paragraph>
                )}
                <Typography.Paragraph className="ledger-verify__note">
                  {verificationCounts(t, run.counts)}
                </Typography.Paragraph>
                <Notes run={run} />
              </>
            }
          />
        </div>
      );
    default:
      return (
        <div className="ledger-verify__result">
          {meta}
          <Alert type="warning" showIcon role="alert" title={t('ledger.audit.errored')} />
        </div>
      );
  }
}
