import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';

export function ErrorList({ messages }: { messages: string[] }) {
  const { t } = useTranslation();
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
            <li key={text}>{text}</li>
          ))}
        </ul>
      }
    />
  );
}
