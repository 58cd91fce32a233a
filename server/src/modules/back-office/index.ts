// The back-office module's public API (issue 11, ADR 0025).
export { BackOfficeModule } from './back-office.module';
// The users list's page envelope, for other lists of users (season units, issue 20).
export { paginate, type PageRequest } from './domain/pagination';
