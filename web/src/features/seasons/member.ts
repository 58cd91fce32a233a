// The member's pool cards for /home, kept apart so members never download the back-office pages.
export { HomePoolsSection } from './components/home-pools-section';
