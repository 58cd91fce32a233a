export { RegisterPage } from './pages/register-page';
