import { SeasonNumber } from '../../../interface/http/season-fields';

/** GET admin/pool/get-all-*-tree?season= (optional: the current season). */
export class GetPoolMapDto {
  @SeasonNumber(true) season?: number;
}
