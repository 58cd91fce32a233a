import { SafetyCertificateOutlined } from '@ant-design/icons';
import type { VerificationRunView } from '@app/libs';
import { Button, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  ledgerApi,
  useLastLedgerVerificationQuery,
  useStartLedgerVerificationMutation,
} from '../api/ledger.api';
import { LoadFailedAlert } from '../../../shared/ui/load-failed-alert';
import { useLedgerToast } from './use-ledger-toast';
import { VerificationResult } from './verification-result';

/** How often the page asks for progress while a run is queued or running. */
export const VERIFICATION_POLL_MS = 1500;

const isActive = (run: VerificationRunView | null | undefined) =>
  run?.status === 'queued' || run?.status === 'running';

/** The last verification run (kept on the server) and a button that starts a new one in the background. */
export function VerifyLedger() {
  const { t } = useTranslation();
  const toast = useLedgerToast();
  // Poll only while the last run known is queued or running.
  const known = ledgerApi.endpoints.lastLedgerVerification.useQueryState(undefined).data;
  const {
    data: run,
    isError,
    refetch,
  } = useLastLedgerVerificationQuery(undefined, {
    pollingInterval: isActive(known) ? VERIFICATION_POLL_MS : 0,
    skipPollingIfUnfocused: false,
  });
  const [start, { isLoading }] = useStartLedgerVerificationMutation();
  const running = isActive(run);
  return (
    <section className="ledger-verify" aria-labelledby="ledger-verify-title">
      <div className="ledger-verify__head">
        <div>
          <Typography.Title level={4} id="ledger-verify-title" className="ledger-verify__title">
            {t('ledger.audit.verifyTitle')}
          </Typography.Title>
          <Typography.Text type="secondary">{t('ledger.audit.verifyHint')}</Typography.Text>
        </div>
        <Button
          icon={<SafetyCertificateOutlined />}
          loading={isLoading || running}
          onClick={() =>
            void start()
              .unwrap()
              .then(() => refetch())
              .catch((error: unknown) => toast.serverError(error))
          }
        >
          {t('ledger.audit.verify')}
        </Button>
      </div>
      {isError ? <LoadFailedAlert /> : <VerificationResult run={run} />}
    </section>
  );
}
