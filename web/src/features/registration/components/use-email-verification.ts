import { OTP_RESEND_SECONDS } from '@app/libs';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useResendCountdown } from '../../../shared/hooks/use-resend-countdown';
import { useToast } from '../../../shared/hooks/use-toast';
import { useSendRegistrationOtpMutation, useVerifyRegistrationEmailMutation } from '../api/registration.api';

export type VerificationStage = 'idle' | 'sent' | 'verified';

/** The spec's three states: not verified, code sent (button reads SEND AGAIN), verified (email locked). */
export function useEmailVerification() {
  const { t } = useTranslation();
  const toast = useToast();
  const [stage, setStage] = useState<VerificationStage>('idle');
  const [proof, setProof] = useState<string | null>(null);
  const [sendOtp, sending] = useSendRegistrationOtpMutation();
  const [verifyOtp, verifying] = useVerifyRegistrationEmailMutation();
  const { secondsLeft, start, reset, startFromRefusal } = useResendCountdown();

  const send = useCallback(
    async (email: string) => {
      try {
        await sendOtp({ email }).unwrap();
        setStage('sent');
        start(OTP_RESEND_SECONDS);
        toast.success(t('serverMessages.otpSent'));
      } catch (error) {
        const seconds = startFromRefusal(error);
        if (seconds) toast.error(t('emailVerification.waitBeforeResend', { seconds }));
        else toast.serverError(error);
      }
    },
    [sendOtp, t, toast, start, startFromRefusal],
  );

  const verify = useCallback(
    async (email: string, otp: string) => {
      try {
        const result = await verifyOtp({ email, otp }).unwrap();
        setProof(result.data.proof);
        setStage('verified');
        toast.success(t('serverMessages.emailVerified'));
      } catch (error) {
        toast.serverError(error);
      }
    },
    [verifyOtp, t, toast],
  );

  /** A code was sent to another address than the one now typed; start over. */
  const restart = useCallback(() => {
    setStage('idle');
    setProof(null);
    // The server's wait is per address: another address may be sent a code at once.
    reset();
  }, [reset]);

  return {
    stage,
    proof,
    send,
    verify,
    restart,
    sending: sending.isLoading,
    verifying: verifying.isLoading,
    /** Seconds before another code may be sent to this address; 0 when it may be now. */
    resendIn: secondsLeft,
  };
}
