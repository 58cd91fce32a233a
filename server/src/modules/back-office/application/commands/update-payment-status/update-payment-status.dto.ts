import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsUUID } from 'class-validator';
import { YES_NO, type YesNo } from '@app/libs';
import { rule } from '../../../../../platform';

export class UpdatePaymentStatusDto {
  @ApiProperty() @IsUUID('all', rule('validation:usersId')) id: string;

  @ApiProperty({ enum: YES_NO })
  @IsIn(YES_NO, rule('validation:usersPaymentStatus'))
  status: YesNo;
}
