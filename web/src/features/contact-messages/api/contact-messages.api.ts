import type { ApiSuccess, ContactFilter, ContactMessagesPage, ContactMessageView } from '@app/libs';
import { baseApi } from '../../../shared/api/base-api';

export interface ContactMessagesQuery {
  filter: ContactFilter;
  page: number;
  perPage: number;
}

/** The administrator's contact messages: `admin/contact-messages` and `.../mark`. */
export const contactMessagesApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['ContactMessages'] })
  .injectEndpoints({
    endpoints: (build) => ({
      contactMessages: build.query<ContactMessagesPage, ContactMessagesQuery>({
        query: ({ filter, page, perPage }) =>
          `admin/contact-messages?${new URLSearchParams({ filter, page: String(page), perPage: String(perPage) })}`,
        transformResponse: (response: ApiSuccess<ContactMessagesPage>) => response.data,
        providesTags: ['ContactMessages'],
      }),
      markContactMessage: build.mutation<ContactMessageView, { id: string; read: boolean }>({
        query: (body) => ({ url: 'admin/contact-messages/mark', method: 'POST', body }),
        transformResponse: (response: ApiSuccess<ContactMessageView>) => response.data,
        invalidatesTags: (_r, error) => (error ? [] : ['ContactMessages']),
      }),
    }),
  });

export const { useContactMessagesQuery, useMarkContactMessageMutation } = contactMessagesApi;
