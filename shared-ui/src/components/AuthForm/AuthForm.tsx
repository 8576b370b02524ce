/**
 * The sign-in and sign-up pages' frame, for both remotes. Imported as 'shared-ui/auth-form' (not
 * from the package index), so it downloads with those pages instead of in every page's first load;
 * it takes the package's other parts from 'shared-ui', the shared singleton.
 */
import { useId, type FormEventHandler, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Page, Stack } from 'shared-ui';

const Links = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[6]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;

  a {
    color: ${({ theme }) => theme.colors.link};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

export interface AuthFormProps {
  /** The page's heading, e.g. "Store Login". */
  title: string;
  description: string;
  /** Names the form for assistive tech, e.g. "Store login". */
  formLabel: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  /** The button's words while the request is under way, e.g. "Logging in...". */
  busyLabel: string;
  busy: boolean;
  /** Lines under the form, each with a link elsewhere ("New seller? Register your store"). */
  links: ReactNode[];
  /** The form's fields. */
  children: ReactNode;
}

/**
 * The frame of the sign-in and sign-up pages of both remotes: a narrow card with the heading, the
 * fields, a full-width submit that shows the request is under way, and links below. The page keeps
 * its fields, validation and what happens on submit.
 */
export function AuthForm({ title, description, formLabel, onSubmit, submitLabel, busyLabel, busy, links, children }: AuthFormProps) {
  const titleId = useId();
  return (
    <Page $narrow>
      <Card as="section" aria-labelledby={titleId}>
        <CardHeader>
          <CardTitle as="h1" id={titleId}>
            {title}
          </CardTitle>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={onSubmit} noValidate aria-label={formLabel}>
            <Stack>
              {children}
              <Button type="submit" fullWidth busy={busy}>
                {busy ? busyLabel : submitLabel}
              </Button>
            </Stack>
          </form>
          <Links>
            {links.map((line, index) => (
              <p key={index}>{line}</p>
            ))}
          </Links>
        </CardContent>
      </Card>
    </Page>
  );
}
