import { render, screen } from '@testing-library/react';
import { Button } from 'antd';
import { I18nextProvider } from 'react-i18next';
import { createTestStore } from '../../shared/test/render-with-providers';
import { createTestI18n } from '../../shared/test/test-i18n';
import { AppProviders } from './app-providers';

describe('AppProviders', () => {
  it('keeps a two-character CJK button label whole ("登録", not "登 録")', () => {
    render(
      <I18nextProvider i18n={createTestI18n()}>
        <AppProviders store={createTestStore()}>
          <Button>登録</Button>
        </AppProviders>
      </I18nextProvider>,
    );
    expect(screen.getByRole('button').textContent).toBe('登録');
  });
});
