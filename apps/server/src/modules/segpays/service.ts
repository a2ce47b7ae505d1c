/** What other modules use of the processor settings: the merchant API's credentials, opened to make a call. */
export { type ApiCredentials, apiCredentialsOf, credentialsBox } from './credentials.js';
