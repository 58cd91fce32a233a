import 'reflect-metadata';
import { loadConfig } from '../platform/config/app-config';
import { verifyLedger } from './ledger-verify-run';

/** `npm run ledger:verify`: exit 0 when all holds, 1 on a problem, 2 when the check could not run. */
verifyLedger(loadConfig(), (line) => console.log(line)).then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  },
);
