export { freePort } from '../../server/test/support/free-port';
