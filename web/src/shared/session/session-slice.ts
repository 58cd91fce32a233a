import { createSlice, original, type PayloadAction } from '@reduxjs/toolkit';
import { copyWithStructuralSharing } from '@reduxjs/toolkit/query';
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
      if (!state.session) return;
      // What did not change keeps its object (all of the user, when nothing did): the pages that show
      // the person are not drawn again for an answer that says what they already show.
      const before = original(state.session)?.user;
      state.session.user = before ? copyWithStructuralSharing(before, action.payload) : action.payload;
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
