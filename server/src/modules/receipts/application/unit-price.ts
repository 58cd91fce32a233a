import { Injectable } from '@nestjs/common';
import { MAX_UNIT_VALUE_CENTS } from '@app/libs';
import { ConfigurationReader } from '../../configuration';
import { conflict } from '../../../platform';

export interface Pricing {
  unitPriceCents: number;
  minUnits: number;
  loanUnitCents: number;
}

const cents = (dollars: string): number => Math.round(Number(dollars) * 100);

/** The configured prices, read fresh (admins change them at run time), in cents. */
@Injectable()
export class Prices {
  constructor(private readonly configuration: ConfigurationReader) {}

  async current(): Promise<Pricing> {
    const settings = await this.configuration.all();
    const unitPriceCents = cents(settings['per-unit-price']);
    const loanUnitCents = cents(settings['loan-unit-amount']);
    for (const value of [unitPriceCents, loanUnitCents])
      if (!Number.isSafeInteger(value) || value <= 0 || value > MAX_UNIT_VALUE_CENTS)
        throw conflict('The unit price is not configured correctly.', 'LEDGER.UNIT_PRICE_OUT_OF_RANGE');
    return {
      unitPriceCents,
      loanUnitCents,
      minUnits: Math.max(1, Number(settings['minimum-unit-purchase']) || 1),
    };
  }

  async instructions(key: Parameters<ConfigurationReader['value']>[0]): Promise<string> {
    return (await this.configuration.all())[key] ?? '';
  }
}
