import { Controller, Get, Header, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Access, Public, notFound } from '../../../platform';
import { Geography } from '../application/geography';

const ISO = /^[A-Za-z0-9]{1,3}$/;

@ApiTags('geography')
@Public()
@Controller('geo')
export class GeographyController {
  constructor(private readonly geography: Geography) {}

  @Access.public()
  @Get('countries')
  @Header('Cache-Control', 'public, max-age=86400')
  countries() {
    return { data: this.geography.countries() };
  }

  @Access.public()
  @Get('countries/:country/states')
  @Header('Cache-Control', 'public, max-age=86400')
  states(@Param('country') country: string) {
    const states = ISO.test(country) ? this.geography.states(country.toUpperCase()) : null;
    if (!states) throw notFound('Country not found', 'GEO.COUNTRY_NOT_FOUND');
    return { data: states };
  }

  @Access.public()
  @Get('countries/:country/states/:state/cities')
  @Header('Cache-Control', 'public, max-age=86400')
  cities(@Param('country') country: string, @Param('state') state: string) {
    const cities =
      ISO.test(country) && ISO.test(state)
        ? this.geography.cities(country.toUpperCase(), state.toUpperCase())
        : null;
    if (!cities) throw notFound('State not found', 'GEO.STATE_NOT_FOUND');
    return { data: cities };
  }

  @Access.public()
  @Get('dialing-codes')
  @Header('Cache-Control', 'public, max-age=86400')
  dialingCodes() {
    return { data: this.geography.dialingCodes() };
  }
}
