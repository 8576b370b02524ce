import { Card, CardContent, CardDescription, CardHeader, CardTitle, Page } from 'shared-ui';
import styled from 'styled-components';

const Column = styled.div`
  width: 100%;
  max-width: 42rem;
  margin: 0 auto;
`;

/** The page frame shared by Add Product and Edit Product. */
export function ProductFormCard({ title, description, children }: { title: string; description: string; children: React.ReactNode }) {
  return (
    <Page>
      <Column>
        <Card>
          <CardHeader>
            <CardTitle as="h1">{title}</CardTitle>
            <CardDescription>{description}</CardDescription>
          </CardHeader>
          <CardContent>{children}</CardContent>
        </Card>
      </Column>
    </Page>
  );
}
