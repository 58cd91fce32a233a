import type { ApiSuccess, DeadLetterView, EventLogStatus } from '@app/libs';
import { baseApi } from '../../../shared/api/base-api';

export type DeadLetterFilter = 'open' | 'all';

export interface DeadLetterPage {
  data: DeadLetterView[];
  next_cursor: string | null;
}

const PAGE_SIZE = 50;

export const eventConsumersApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['EventConsumers', 'DeadLetters'] })
  .injectEndpoints({
    endpoints: (build) => ({
      eventLogStatus: build.query<EventLogStatus, void>({
        query: () => 'admin/event-consumers',
        transformResponse: (response: ApiSuccess<EventLogStatus>) => response.data,
        providesTags: ['EventConsumers'],
      }),
      deadLetters: build.infiniteQuery<DeadLetterPage, DeadLetterFilter, string | null>({
        infiniteQueryOptions: {
          initialPageParam: null,
          getNextPageParam: (lastPage) => lastPage.next_cursor,
        },
        query: ({ queryArg, pageParam }) => {
          const search = new URLSearchParams({ status: queryArg, limit: String(PAGE_SIZE) });
          if (pageParam) search.set('cursor', pageParam);
          return `admin/event-consumers/dead-letters?${search.toString()}`;
        },
        providesTags: ['DeadLetters'],
      }),
      // A failed retry changes the row too (attempts, error), so both views refresh either way.
      retryDeadLetter: build.mutation<ApiSuccess<DeadLetterView>, string>({
        query: (id) => ({
          url: `admin/event-consumers/dead-letters/${encodeURIComponent(id)}/retry`,
          method: 'POST',
        }),
        invalidatesTags: ['EventConsumers', 'DeadLetters'],
      }),
    }),
  });

export const { useEventLogStatusQuery, useDeadLettersInfiniteQuery, useRetryDeadLetterMutation } =
  eventConsumersApi;
