import { UserOutlined } from '@ant-design/icons';
import { Avatar } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatUnits } from '../../../shared/format/format-money';

interface MemberLineProps {
  fullName: string;
  profile: string | null;
  /** Left out where the call does not give them (search hits). */
  units?: number;
  /** A second line under the name, e.g. the date of joining. */
  detail?: string;
}

/** A member as the network screens show one: photo (or a placeholder), name and units. */
export function MemberLine({ fullName, profile, units, detail }: MemberLineProps) {
  const { t, i18n } = useTranslation();
  return (
    <span className="member-line">
      {/* Decoration beside the name: the name itself says who it is. */}
      <Avatar src={profile ?? undefined} icon={<UserOutlined />} alt="" aria-hidden="true" />
      <span className="member-line__text">
        <span className="member-line__name">{fullName}</span>
        {detail ? <span className="member-line__detail">{detail}</span> : null}
      </span>
      {units === undefined ? null : (
        <span className="member-line__units">
          {t('network.units', { count: units, formatted: formatUnits(units, i18n.language) })}
        </span>
      )}
    </span>
  );
}
