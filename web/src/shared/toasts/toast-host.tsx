import { message } from 'antd';
import { useEffect } from 'react';
import { AntdProvider } from '../antd/antd-provider';
import type { Toaster, ToastSettings } from './toast-context';

interface Props {
  settings: ToastSettings;
  /** Called once antd's message is in place, with what shows the toasts from now on. */
  onReady: (toaster: Toaster) => void;
}

function Holder({ settings, onReady }: Props) {
  const [api, holder] = message.useMessage(settings);
  useEffect(() => {
    onReady({ success: (content) => void api.success(content), error: (content) => void api.error(content) });
  }, [api, onReady]);
  return holder;
}

/** antd's message in the app's theme and language; loaded apart from the first page (ToastProvider). */
export default function ToastHost(props: Props) {
  return (
    <AntdProvider>
      <Holder {...props} />
    </AntdProvider>
  );
}
