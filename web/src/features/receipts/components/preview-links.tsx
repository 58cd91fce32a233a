import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** One numbered link per receipt file; each opens the file in a new tab. */
export function PreviewLinks({ files }: { files: string[] }) {
  const { t } = useTranslation();
  if (files.length === 0) return <Typography.Text type="secondary">-</Typography.Text>;
  return (
    <span className="receipt-previews">
      {files.map((url, index) => (
        <a key={url} href={url} target="_blank" rel="noopener noreferrer">
          {t('receipts.preview', { number: index + 1 })}
        </a>
      ))}
    </span>
  );
}
