import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { useServerMessage } from '../i18n/use-server-message';

export function ErrorList({ messages }: { messages: string[] }) {
  const { t } = useTranslation();
  const translate = useServerMessage();
  if (messages.length === 0) return null;
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={t('errors.listTitle')}
      description={
        <ul className="error-list">
          {messages.map((text) => (
            <li key={text}>{translate(text)}</li>
          ))}
        </ul>
      }
    />
  );
}
