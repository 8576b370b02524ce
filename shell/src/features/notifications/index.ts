/** The notifications feature's public face. */
export { NotificationBell } from './components/NotificationBell';
