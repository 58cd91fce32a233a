import { Button, Form, Input } from 'antd';
import {
  CONTACT_LIMITS,
  PAYMENT_INSTRUCTIONS_MAX_LENGTH,
  TEASER_VIDEO_URL_MAX_LENGTH,
  type SettingKey,
} from '@app/libs';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  settingKey: SettingKey;
  label: string;
  /** The stored text; the field starts from it and follows it after each save. */
  value: string;
  /** One line, an email address or a link, instead of a text area. */
  single?: 'email' | 'url';
  hint?: string;
  saving: boolean;
  onSave: (key: SettingKey, value: string) => Promise<boolean>;
}

const SINGLE_LINE_MAX = { email: CONTACT_LIMITS.email, url: TEASER_VIDEO_URL_MAX_LENGTH };

/** A free-text setting (payment instructions, an address, a link): its field and its own Save button. */
export function TextSetting({ settingKey, label, value, single, hint, saving, onSave }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(value);
  const [stored, setStored] = useState(value);
  if (stored !== value) {
    setStored(value);
    setText(value);
  }
  return (
    <Form.Item label={label} htmlFor={id} className="setting-row" extra={hint}>
      {single ? (
        <Input
          id={id}
          type={single}
          value={text}
          maxLength={SINGLE_LINE_MAX[single]}
          onChange={(event) => setText(event.target.value)}
        />
      ) : (
        <Input.TextArea
          id={id}
          rows={3}
          value={text}
          maxLength={PAYMENT_INSTRUCTIONS_MAX_LENGTH}
          onChange={(event) => setText(event.target.value)}
        />
      )}
      <Button
        className="setting-row__save"
        loading={saving}
        disabled={text === value}
        onClick={() => void onSave(settingKey, text)}
      >
        {t('adminSettings.saveText', { label })}
      </Button>
    </Form.Item>
  );
}
