export { EventConsumersPage } from './pages/event-consumers-page';
