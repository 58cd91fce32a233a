import { Module } from '@nestjs/common';
import { Geography } from './application/geography';
import { GeographyController } from './interface/geography.controller';

/** Country, state, city and dialing-code lists for forms. */
@Module({ controllers: [GeographyController], providers: [Geography] })
export class GeographyModule {}
