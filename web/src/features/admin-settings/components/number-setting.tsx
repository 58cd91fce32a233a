import { CheckOutlined } from '@ant-design/icons';
import { Button, Form, Input, Space } from 'antd';
import type { SettingKey } from '@app/libs';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../shared/hooks/use-toast';
import { acceptTyping, isSavableNumber } from './number-input-rules';

interface Props {
  settingKey: SettingKey;
  label: string;
  hint?: string;
  /** The stored value; the field starts from it and follows it after each save. */
  value: string;
  whole?: boolean;
  saving: boolean;
  onSave: (key: SettingKey, value: string) => Promise<boolean>;
}

/** One numeric setting: its input and its own save (check) button. */
export function NumberSetting({ settingKey, label, hint, value, whole = false, saving, onSave }: Props) {
  const { t } = useTranslation();
  const toast = useToast();
  const id = useId();
  const [text, setText] = useState(value);
  const [stored, setStored] = useState(value);
  // A new stored value (this save, or another admin's) replaces what the field shows.
  if (stored !== value) {
    setStored(value);
    setText(value);
  }

  const submit = async () => {
    if (!isSavableNumber(text)) {
      toast.error(t('serverMessages.invalidNumber'));
      return;
    }
    await onSave(settingKey, text);
  };

  return (
    <Form.Item label={label} htmlFor={id} extra={hint} className="setting-row">
      <Space.Compact block>
        <Input
          id={id}
          inputMode={whole ? 'numeric' : 'decimal'}
          autoComplete="off"
          value={text}
          onChange={(event) => setText(acceptTyping(event.target.value, whole))}
          onPressEnter={() => void submit()}
        />
        <Button
          type="primary"
          icon={<CheckOutlined />}
          aria-label={t('adminSettings.save', { label })}
          title={t('adminSettings.save', { label })}
          loading={saving}
          onClick={() => void submit()}
        />
      </Space.Compact>
    </Form.Item>
  );
}
