import { Spin } from 'antd';

export function PageLoader({ label }: { label?: string }) {
  return (
    <div className="page-loader" role="status" aria-live="polite">
      <Spin size="large" description={label} />
    </div>
  );
}
