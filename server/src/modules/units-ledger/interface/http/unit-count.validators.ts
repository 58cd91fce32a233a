import { Type } from 'class-transformer';
import { IsInt, Max, Min, NotEquals } from 'class-validator';
import { MAX_UNITS_PER_TRANSFER } from '@app/libs';
import { rule } from '../../../../platform';

const tooMany = rule('validation:unitsMax', { max: MAX_UNITS_PER_TRANSFER });

/** Whole units, 1 to MAX_UNITS_PER_TRANSFER: bounded so that no sum of cents leaves the safe integers. */
export function UnitCount(): PropertyDecorator {
  const message = rule('validation:ledgerAtLeastOneUnit');
  return (target, key) => {
    Type(() => Number)(target, key);
    IsInt(message)(target, key);
    Min(1, message)(target, key);
    Max(MAX_UNITS_PER_TRANSFER, tooMany)(target, key);
  };
}

/** Signed whole units for a loyalty change: -MAX..MAX, not 0 (the ledger refuses 0 with its message). */
export function SignedUnitCount(): PropertyDecorator {
  const message = rule('validation:ledgerLoyaltyZero');
  return (target, key) => {
    Type(() => Number)(target, key);
    IsInt(message)(target, key);
    NotEquals(0, message)(target, key);
    Min(-MAX_UNITS_PER_TRANSFER, tooMany)(target, key);
    Max(MAX_UNITS_PER_TRANSFER, tooMany)(target, key);
  };
}
