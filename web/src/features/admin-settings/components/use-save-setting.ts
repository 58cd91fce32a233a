import type { SettingKey } from '@app/libs';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateConfigurationMutation } from '../../../shared/api/configuration.api';
import { useToast } from '../../../shared/hooks/use-toast';

/** Saves one key and toasts the outcome; resolves true when the server took it. */
export function useSaveSetting() {
  const { t } = useTranslation();
  const toast = useToast();
  const [update, { isLoading, originalArgs }] = useUpdateConfigurationMutation();
  const save = useCallback(
    async (key: SettingKey, value: string): Promise<boolean> => {
      try {
        await update({ key, value }).unwrap();
        toast.success(t('serverMessages.settingUpdated'));
        return true;
      } catch (error) {
        toast.serverError(error);
        return false;
      }
    },
    [update, toast, t],
  );
  /** The key being saved right now, to show a spinner on its own button only. */
  const savingKey = isLoading ? originalArgs?.key : undefined;
  return { save, savingKey };
}
