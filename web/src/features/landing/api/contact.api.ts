import type { ContactMessagePayload } from '@app/libs';
import { baseApi } from '../../../shared/api/base-api';

/** The landing page's contact form: `POST contact-us`. */
export const contactApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    sendContactMessage: build.mutation<{ message?: string }, ContactMessagePayload>({
      query: (body) => ({ url: 'contact-us', method: 'POST', body }),
    }),
  }),
});

export const { useSendContactMessageMutation } = contactApi;
