import { UserOutlined } from '@ant-design/icons';
import { Avatar } from 'antd';

/** A name with the person's photo; the photo is decoration beside the name. */
export function PersonCell({ name, profile }: { name: string; profile: string | null }) {
  return (
    <span className="back-office-person">
      <span aria-hidden="true">
        <Avatar size="small" src={profile ?? undefined} icon={<UserOutlined />} alt="" />
      </span>
      <span>{name}</span>
    </span>
  );
}
