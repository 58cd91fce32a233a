import { Query } from '@nestjs/cqrs';
import type { PublicConfigurationMap } from '@app/libs';

/** The settings a visitor's page needs before anyone signs in (the landing page's teaser video). */
export class PublicSettingsQuery extends Query<PublicConfigurationMap> {}
