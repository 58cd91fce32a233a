export { LandingPage } from './pages/landing-page';
