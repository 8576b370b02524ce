import styled from 'styled-components';
import { Button, Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle, Page } from 'shared-ui';
import { remoteSectionNames, type RemoteName } from '../../remotes';

const Centered = styled(Page)`
  max-width: ${({ theme }) => theme.sizes.narrow};
`;

/** Shown on a remote's routes when that remote cannot be loaded; the rest of the site keeps working. */
export function RemoteFallback({ remote, onRetry }: { remote: RemoteName; onRetry: () => void }) {
  return (
    <Centered>
      <Card role="alert">
        <CardHeader>
          <CardTitle>This part of the site is unavailable</CardTitle>
          <CardDescription>
            The {remoteSectionNames[remote]} could not be loaded. Check your connection, then try again.
          </CardDescription>
        </CardHeader>
        <CardContent>Other pages still work: use the menu to go elsewhere.</CardContent>
        <CardFooter>
          <Button onClick={onRetry}>Retry</Button>
        </CardFooter>
      </Card>
    </Centered>
  );
}
