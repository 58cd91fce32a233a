import { Form, Switch } from 'antd';
import type { ShowHide } from '@app/libs';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  value: string;
  saving: boolean;
  onSave: (key: 'show-hide-target', value: ShowHide) => Promise<boolean>;
}

/** Show/Hide of the members' target banner; a toggle saves at once. */
export function TargetBannerToggle({ value, saving, onSave }: Props) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Form.Item label={t('adminSettings.targetBanner')} htmlFor={id} className="setting-row">
      <Switch
        id={id}
        checked={value !== 'Hide'}
        loading={saving}
        checkedChildren={t('adminSettings.show')}
        unCheckedChildren={t('adminSettings.hide')}
        onChange={(checked) => void onSave('show-hide-target', checked ? 'Show' : 'Hide')}
      />
    </Form.Item>
  );
}
