import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString } from 'class-validator';
import { rule } from '../../../../../platform';

export class DeleteScheduleDto {
  @ApiProperty({ description: 'The scheduled season (its id in scheduled-seasons)' })
  @IsString(rule('validation:required', { field: 'id' }))
  @IsNotEmpty(rule('validation:required', { field: 'id' }))
  id: string;
}
