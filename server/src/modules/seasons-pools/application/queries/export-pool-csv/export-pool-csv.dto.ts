import type { PoolName } from '@app/libs';
import { PoolField } from '../../../interface/http/season-fields';

/** GET admin/pool/seasons/:no/export?pool= */
export class ExportPoolCsvDto {
  @PoolField() pool!: PoolName;
}
