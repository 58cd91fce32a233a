// The back-office module's public API (issue 11, ADR 0025).
export { BackOfficeModule } from './back-office.module';
// The users list's envelope and total, for other back-office lists of users (season units, issue 20).
export { paginate, type PageRequest } from './domain/pagination';
export { ActiveUsers } from './application/active-users';
