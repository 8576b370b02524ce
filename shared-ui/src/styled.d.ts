import 'styled-components';
import type { Theme } from './theme/tokens';

// Every styled component sees the typed token set.
declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}
