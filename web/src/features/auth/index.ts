export { LoginPage } from './pages/login-page';
export { ForgotPasswordPage } from './pages/forgot-password-page';
export { CreateNewPasswordPage } from './pages/create-new-password-page';
export { VerifyEmailPage } from './pages/verify-email-page';
