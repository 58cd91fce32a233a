// The contact module's public API (ADR 0037).
export { ContactModule } from './contact.module';
export * from './domain/contact.events';
