import { createAction } from '@reduxjs/toolkit';

/** Any 401 means the server no longer knows this browser's session. */
export const apiUnauthorized = createAction('api/unauthorized');
