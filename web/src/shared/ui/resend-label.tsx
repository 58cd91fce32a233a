import { useTranslation } from 'react-i18next';

/** A send button's text, with the seconds still to wait while the server would refuse another code. */
export function ResendLabel({ label, secondsLeft }: { label: string; secondsLeft: number }) {
  const { t } = useTranslation();
  return <>{secondsLeft > 0 ? t('emailVerification.waiting', { label, seconds: secondsLeft }) : label}</>;
}
