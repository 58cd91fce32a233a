import type { PoolName } from '@app/libs';
import { PoolField, SeasonPageDto } from '../../../interface/http/season-fields';

/** GET admin/pool/seasons/:no?pool=&page=&perPage=&search= */
export class GetPoolPageDto extends SeasonPageDto {
  @PoolField() pool!: PoolName;
}
