/**
 * The store chat draws its messages with shared-ui's MessageList; the date-time form it shows is
 * kept here under the name the page's tests check it by.
 */
export { formatDateTime as formatTimestamp } from 'shared-ui';
