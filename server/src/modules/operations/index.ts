// The operations module's public API (ADR 0046): what the HTTP bootstrap mounts around the routes.
export { OperationsModule } from './operations.module';
export { AppMetrics } from './metrics/app-metrics';
export { recordHttpRequests } from './metrics/http-request-metrics';
export { QueueDashboard } from './queue-dashboard/queue-dashboard';
