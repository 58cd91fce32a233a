import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from './use-toast';

export function useCopyReferral(referralLink: string | undefined) {
  const { t } = useTranslation();
  const toast = useToast();
  return useCallback(async () => {
    if (!referralLink) return;
    try {
      await navigator.clipboard.writeText(referralLink);
      toast.success(t('toasts.referralCopied'));
    } catch {
      toast.error(t('errors.somethingWentWrong'));
    }
  }, [referralLink, t, toast]);
}
