import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean, IsDefined, IsString } from 'class-validator';
import { rule } from '../../../../../platform';

/** POST admin/contact-messages/mark */
export class MarkContactMessageDto {
  /** The message; answered 404 when it names none. */
  @ApiProperty()
  @IsDefined(rule('validation:required', { field: 'id' }))
  @IsString(rule('validation:string', { field: 'id' }))
  id: string;

  @ApiProperty({ description: 'true: read; false: unread' })
  @IsDefined(rule('validation:required', { field: 'read' }))
  @IsBoolean(rule('validation:contactRead'))
  read: boolean;
}
