import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import type { AppControllerRoute, ControllerHandlerReturnType } from '@bull-board/api/typings/app';
import { FastifyAdapter } from '@bull-board/fastify';
import { Injectable } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';
import { QUEUE_DASHBOARD_PATH } from '@app/libs';
import { QueueName, Queues } from '../../../platform';
import { addDashboardAccessibility } from './dashboard-accessibility';
import { dashboardRoutes, withCode } from './dashboard-routes';
import { emailJobSummary } from './email-job-summary';

/**
 * The page then offers what dashboardRoutes lets through: a retry of failed jobs, not of completed
 * ones. A variable, since bull-board's typings lack `allowCompletedRetries`, which its adapter reads.
 */
const RETRIES_OF_FAILED_JOBS = { allowRetries: true, allowCompletedRetries: false };

/** bull-board's Fastify adapter, routing only what administrators may do, every error with a code. */
class AdminDashboardAdapter extends FastifyAdapter {
  override setApiRoutes(routes: AppControllerRoute[]): FastifyAdapter {
    return super.setApiRoutes(dashboardRoutes(routes));
  }

  override setErrorHandler(handler: (error: Error) => ControllerHandlerReturnType): this {
    return super.setErrorHandler((error) => withCode(handler(error)));
  }
}

/**
 * The queue dashboard (bull-board) at QUEUE_DASHBOARD_PATH (ADR 0046). Who may open it is decided
 * before it, by the admin-only hook configure-http sets on its path; this is what it shows.
 */
@Injectable()
export class QueueDashboard {
  constructor(private readonly queues: Queues) {}

  /**
   * Registers the dashboard's plugin without loading it: Fastify loads it with the others when the
   * app gets ready. Loading plugins now would settle the routes declared so far with Fastify's own
   * error handler, before Nest sets the app's (the API docs' 404s would lose the error shape).
   */
  mount(fastify: FastifyInstance): void {
    const serverAdapter = new AdminDashboardAdapter();
    serverAdapter.setBasePath(QUEUE_DASHBOARD_PATH);
    createBullBoard({
      queues: Object.values(QueueName).map((name) => this.adapterOf(name)),
      serverAdapter,
      options: {
        uiConfig: {
          boardTitle: 'Queues',
          hideDocsLink: true,
          miscLinks: [{ text: 'Event Consumers', url: '/admin/event-consumers' }],
        },
      },
    });
    addDashboardAccessibility(fastify, QUEUE_DASHBOARD_PATH);
    void fastify.register(serverAdapter.registerPlugin(), { prefix: QUEUE_DASHBOARD_PATH });
  }

  private adapterOf(name: QueueName): BullMQAdapter {
    const adapter = new BullMQAdapter(this.queues.queue(name), RETRIES_OF_FAILED_JOBS);
    if (name === QueueName.email) adapter.setFormatter('data', emailJobSummary);
    return adapter;
  }
}
