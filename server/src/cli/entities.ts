import { configurationEntities } from '../modules/configuration';
import { identityEntities } from '../modules/identity';

/** The entities the command-line tools' data sources know: the same as the app's. */
export const entities = [...identityEntities, ...configurationEntities];
