export * from './roles';
export * from './enums';
export * from './limits';
export * from './messages';
export * from './languages';
export * from './api';
export * from './configuration';
export * from './ledger-verification';
