import { combineReducers, type ThunkDispatch, type UnknownAction } from '@reduxjs/toolkit';
import { baseApi } from '../api/base-api';
import { sessionSlice } from '../session/session-slice';

export const rootReducer = combineReducers({
  [baseApi.reducerPath]: baseApi.reducer,
  [sessionSlice.name]: sessionSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;
export type AppDispatch = ThunkDispatch<RootState, unknown, UnknownAction>;
