export { GeographyModule } from './geography.module';
