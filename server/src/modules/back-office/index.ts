// The back-office module's public API (issue 11, ADR 0025).
export { BackOfficeModule } from './back-office.module';
