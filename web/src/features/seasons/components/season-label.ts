import type { TFunction } from 'i18next';

/**
 * A season's name in the reader's language: the server names seasons 'Season N' (in English); a
 * season an administrator named otherwise keeps that name.
 */
export function seasonLabel(t: TFunction, season: { no: number; name: string }): string {
  return season.name === `Season ${season.no}` || !season.name.trim()
    ? t('seasons.name', { no: season.no })
    : season.name;
}
