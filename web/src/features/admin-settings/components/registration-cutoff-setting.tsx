import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { Button, Form, Input, Typography } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../shared/hooks/use-toast';
import { formatDateTime, fromLocalInput, toLocalInput } from './local-date-time';

interface Props {
  /** ISO instant, or '' when registration stays open. */
  value: string;
  saving: boolean;
  onSave: (key: 'registration-cutoff', value: string) => Promise<boolean>;
}

/** The moment registration closes: pick and save, or clear to keep registration open. */
export function RegistrationCutoffSetting({ value, saving, onSave }: Props) {
  const { t } = useTranslation();
  const toast = useToast();
  const id = useId();
  const [text, setText] = useState(toLocalInput(value));
  const [stored, setStored] = useState(value);
  // Open or closed is judged against the moment the page opened; good enough for a status line.
  const [openedAt] = useState(() => Date.now());
  if (stored !== value) {
    setStored(value);
    setText(toLocalInput(value));
  }

  const submit = async () => {
    const iso = fromLocalInput(text);
    if (!iso) {
      toast.error(t('adminSettings.invalidDate'));
      return;
    }
    await onSave('registration-cutoff', iso);
  };

  const status = !value
    ? t('adminSettings.registrationOpen')
    : new Date(value).getTime() > openedAt
      ? t('adminSettings.registrationClosesAt', { date: formatDateTime(value) })
      : t('adminSettings.registrationClosedAt', { date: formatDateTime(value) });

  return (
    <Form.Item
      label={t('adminSettings.registrationCutoff')}
      htmlFor={id}
      extra={t('adminSettings.registrationCutoffHint')}
      className="setting-row"
    >
      <div className="cutoff-controls">
        <Input
          id={id}
          type="datetime-local"
          className="cutoff-controls__input"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <Button
          type="primary"
          icon={<CheckOutlined />}
          className="cutoff-controls__save"
          aria-label={t('adminSettings.saveCutoff')}
          title={t('adminSettings.saveCutoff')}
          loading={saving}
          onClick={() => void submit()}
        />
        <Button
          icon={<CloseOutlined />}
          aria-label={t('adminSettings.clearCutoffLabel')}
          title={t('adminSettings.clearCutoffLabel')}
          disabled={!value || saving}
          onClick={() => void onSave('registration-cutoff', '')}
        >
          {t('adminSettings.clearCutoff')}
        </Button>
      </div>
      <Typography.Text type="secondary" className="setting-row__status" role="status">
        {status}
      </Typography.Text>
    </Form.Item>
  );
}
