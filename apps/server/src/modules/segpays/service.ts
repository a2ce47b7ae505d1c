/** What other modules use of the processor settings: the merchant API's credentials, opened to make a call. */
export {
  accountsWithCredentials,
  type ApiCredentials,
  apiCredentialsOf,
  credentialsBox,
  hasCredentials,
} from './credentials.js';
