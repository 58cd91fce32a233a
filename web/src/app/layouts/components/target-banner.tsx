import { NotificationOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useFetchConfigurationQuery } from '../../../shared/api/configuration.api';
import { bannerAmount } from './target-banner-rule';
import './target-banner.css';

const formatAmount = (amount: number, locale: string) =>
  new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);

/** The members' scrolling announcement of the balance target. */
export function TargetBanner() {
  const { t, i18n } = useTranslation();
  const { data } = useFetchConfigurationQuery();
  const amount = bannerAmount(data);
  if (amount === null) return null;
  const text = t('targetBanner.text', { amount: formatAmount(amount, i18n.language) });
  return (
    <div className="target-banner" role="status">
      <NotificationOutlined className="target-banner__icon" aria-hidden />
      <div className="target-banner__viewport">
        {/* Two copies make the loop seamless; the second is for the eye only. */}
        <div className="target-banner__track">
          <span className="target-banner__text">{text}</span>
          <span className="target-banner__text" aria-hidden>
            {text}
          </span>
        </div>
      </div>
    </div>
  );
}
