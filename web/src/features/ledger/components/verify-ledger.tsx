import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { verificationCounts } from './verification-counts';
import { useVerifyLedgerMutation } from '../api/ledger.api';
import { useLedgerToast } from './use-ledger-toast';

/** Recomputes the ledger on the server: green 'All holds' with the counts, or the red list of problems. */
export function VerifyLedger() {
  const { t } = useTranslation();
  const toast = useLedgerToast();
  const [verify, { data: report, isLoading }] = useVerifyLedgerMutation();
  return (
    <div className="ledger-verify">
      <Button
        icon={<SafetyCertificateOutlined />}
        loading={isLoading}
        onClick={() =>
          void verify()
            .unwrap()
            .catch((error: unknown) => toast.serverError(error))
        }
      >
        {t('ledger.audit.verify')}
      </Button>
      {report &&
        (report.ok ? (
          <Alert
            type="success"
            showIcon
            role="status"
            title={t('ledger.audit.allHolds')}
            description={verificationCounts(t, report.counts)}
          />
        ) : (
          <Alert
            type="error"
            showIcon
            role="alert"
            title={t('ledger.audit.problems', { count: report.problems.length })}
            description={
              <ul className="error-list">
                {report.problems.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </ul>
            }
          />
        ))}
    </div>
  );
}
