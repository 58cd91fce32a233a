export { AdminContactMessagesPage } from './pages/admin-contact-messages-page';
