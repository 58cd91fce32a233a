import { Type } from 'class-transformer';
import { IsInt, Max, Min, NotEquals } from 'class-validator';
import { MAX_UNITS_PER_TRANSFER } from '@app/libs';
import { LedgerMessages } from '../../domain/ledger-rules';

const tooMany = `The units may not be greater than ${MAX_UNITS_PER_TRANSFER}.`;

/** Whole units, 1 to MAX_UNITS_PER_TRANSFER: bounded so that no sum of cents leaves the safe integers. */
export function UnitCount(): PropertyDecorator {
  const message = LedgerMessages.atLeastOneUnit;
  return (target, key) => {
    Type(() => Number)(target, key);
    IsInt({ message })(target, key);
    Min(1, { message })(target, key);
    Max(MAX_UNITS_PER_TRANSFER, { message: tooMany })(target, key);
  };
}

/** Signed whole units for a loyalty change: -MAX..MAX, not 0 (the ledger refuses 0 with its message). */
export function SignedUnitCount(): PropertyDecorator {
  const message = LedgerMessages.loyaltyZero;
  return (target, key) => {
    Type(() => Number)(target, key);
    IsInt({ message })(target, key);
    NotEquals(0, { message })(target, key);
    Min(-MAX_UNITS_PER_TRANSFER, { message: tooMany })(target, key);
    Max(MAX_UNITS_PER_TRANSFER, { message: tooMany })(target, key);
  };
}
