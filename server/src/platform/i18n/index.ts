export * from './languages';
export * from './translatable';
export * from './translator';
export * from './request-language';
export * from './validation-rule';
export * from './success-message';
