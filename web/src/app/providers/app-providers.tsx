import { App as AntApp, ConfigProvider } from 'antd';
import { TOAST_DURATION_SECONDS } from '@app/libs';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { AppStore } from '../store';
import { AccountLanguage } from './account-language';
import { SessionRefresher } from './session-refresher';
import { appTheme } from './theme';

export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <ConfigProvider theme={appTheme}>
        <AntApp
          message={{ duration: TOAST_DURATION_SECONDS, maxCount: 3 }}
          notification={{ duration: TOAST_DURATION_SECONDS }}
        >
          <SessionRefresher />
          <AccountLanguage />
          {children}
        </AntApp>
      </ConfigProvider>
    </Provider>
  );
}
