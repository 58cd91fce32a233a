import { ShoppingCartOutlined } from '@ant-design/icons';
import { Badge, Button } from 'antd';
import type { UserView } from '@app/libs';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PATHS } from '../../../shared/routing/paths';

const CART_CAP = 99;

/** A member who chose pay later still has units waiting in the cart. */
export function CartBadge({ user }: { user: UserView }) {
  const { t } = useTranslation();
  const { paid, pay_later, unit_purchase_intent } = user.details;
  if (paid !== 'No' || !pay_later) return null;
  return (
    <Link to={PATHS.payNow} aria-label={t('nav.cart', { count: unit_purchase_intent })}>
      <Badge count={unit_purchase_intent} overflowCount={CART_CAP}>
        <Button shape="circle" icon={<ShoppingCartOutlined />} />
      </Badge>
    </Link>
  );
}
