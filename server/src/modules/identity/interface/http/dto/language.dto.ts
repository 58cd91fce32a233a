import { ApiProperty } from '@nestjs/swagger';
import { LANGUAGES, type LanguageCode } from '@app/libs';
import { LanguageField } from './rules';

export class LanguageDto {
  @ApiProperty({ enum: LANGUAGES.map((language) => language.code), example: 'es' })
  @LanguageField()
  language: LanguageCode;
}
