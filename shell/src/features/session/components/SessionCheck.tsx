import { LoadingText } from 'shared-ui';

/** Shown while the stored session is being checked (spec: a loading indicator during the check). */
export function SessionCheck() {
  return <LoadingText>Checking your session...</LoadingText>;
}
