import { Outlet } from 'react-router-dom';
import { AntdProvider } from '../../shared/antd/antd-provider';

/** Every page but the landing: antd's theme around it, loaded with the first such page (ADR 0044). */
export function AntdLayout() {
  return (
    <AntdProvider>
      <Outlet />
    </AntdProvider>
  );
}
