import type { ApiSuccess } from '@app/libs';
import { baseApi } from '../../../shared/api/base-api';
import type {
  ApiMessage,
  PagedQuery,
  PayoutPayload,
  PoolPage,
  PoolQuery,
  ScheduledSeason,
  ScheduleSeasonPayload,
  SeasonUnitsReport,
  SeasonView,
} from './seasons.types';

const unwrap = <T>(response: ApiSuccess<T>) => response.data;

export const toQueryString = (params: Record<string, string | number | undefined>): string => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  return search.toString();
};

/** The CSV of one pool of one season; a plain link, so the session cookie authenticates it. */
export const poolExportHref = (season: number, pool: string): string =>
  `/api/admin/pool/seasons/${season}/export?${toQueryString({ pool })}`;

// A lock scheduled for today happens at once: scheduling may change every season figure.
const SEASON_TAGS = ['SeasonSchedules', 'Seasons', 'SeasonUnits', 'Pools'] as const;

/** The administrator's seasons and pools calls. */
export const seasonsApi = baseApi.enhanceEndpoints({ addTagTypes: [...SEASON_TAGS] }).injectEndpoints({
  endpoints: (build) => ({
    seasons: build.query<SeasonView[], void>({
      query: () => 'admin/season/list',
      transformResponse: unwrap<SeasonView[]>,
      providesTags: ['Seasons'],
    }),
    scheduledSeasons: build.query<ScheduledSeason[], void>({
      query: () => 'admin/season/scheduled-seasons',
      transformResponse: (response: ApiSuccess<{ scheduledSeasons: ScheduledSeason[] }>) =>
        response.data.scheduledSeasons,
      providesTags: ['SeasonSchedules'],
    }),
    seasonUnits: build.query<SeasonUnitsReport, PagedQuery>({
      query: ({ page, perPage, search }) =>
        `admin/season/units-season-vise?${toQueryString({ page, perPage, search: search.trim() })}`,
      transformResponse: unwrap<SeasonUnitsReport>,
      providesTags: ['SeasonUnits'],
    }),
    scheduleSeason: build.mutation<ApiMessage, ScheduleSeasonPayload>({
      query: (body) => ({ url: 'admin/season/store', method: 'POST', body }),
      invalidatesTags: (_r, error) => (error ? [] : [...SEASON_TAGS]),
    }),
    deleteSchedule: build.mutation<ApiMessage, { id: string }>({
      query: (body) => ({ url: 'admin/season/delete-schedule', method: 'POST', body }),
      invalidatesTags: (_r, error) => (error ? [] : ['SeasonSchedules']),
    }),
    pool: build.query<PoolPage, PoolQuery>({
      query: ({ season, pool, page, perPage, search }) =>
        `admin/pool/seasons/${season}?${toQueryString({ pool, page, perPage, search: search.trim() })}`,
      transformResponse: unwrap<PoolPage>,
      providesTags: ['Pools'],
    }),
    savePayout: build.mutation<ApiMessage, PayoutPayload>({
      query: (body) => ({ url: 'admin/pool/payout', method: 'POST', body }),
      invalidatesTags: (_r, error) => (error ? [] : ['Pools', 'Seasons']),
    }),
  }),
});

export const {
  useSeasonsQuery,
  useScheduledSeasonsQuery,
  useSeasonUnitsQuery,
  useScheduleSeasonMutation,
  useDeleteScheduleMutation,
  usePoolQuery,
  useSavePayoutMutation,
} = seasonsApi;
