import { render, screen } from '@testing-library/react';
import { Button } from 'antd';
import { I18nextProvider } from 'react-i18next';
import { createTestI18n } from '../test/test-i18n';
import { AntdProvider } from './antd-provider';

describe('AntdProvider', () => {
  it('keeps a two-character CJK button label whole ("登録", not "登 録")', () => {
    render(
      <I18nextProvider i18n={createTestI18n()}>
        <AntdProvider>
          <Button>登録</Button>
        </AntdProvider>
      </I18nextProvider>,
    );
    expect(screen.getByRole('button').textContent).toBe('登録');
  });
});
