import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AuthResult, UserView } from '@app/libs';
import { apiUnauthorized } from '../api/api-events';
import type { StoredSession } from './session-storage';

export interface SessionState {
  session: StoredSession | null;
}

const initialState: SessionState = { session: null };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    sessionStarted(state, action: PayloadAction<Pick<AuthResult, 'user' | 'expires_at'>>) {
      state.session = { user: action.payload.user, expiresAt: action.payload.expires_at };
    },
    userRefreshed(state, action: PayloadAction<UserView>) {
      if (state.session) state.session.user = action.payload;
    },
    sessionCleared(state) {
      state.session = null;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(apiUnauthorized, (state) => {
      state.session = null;
    });
  },
});

export const { sessionStarted, userRefreshed, sessionCleared } = sessionSlice.actions;
