import { Spin } from 'antd';

export function LoadingOverlay({ label }: { label: string }) {
  return (
    <div className="loading-overlay" role="status" aria-live="assertive">
      <Spin size="large" />
      <span className="loading-overlay__label">{label}</span>
    </div>
  );
}
