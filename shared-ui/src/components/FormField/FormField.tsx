import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import styled from 'styled-components';
import { Label } from '../Label/Label';

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

const Hint = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const ErrorText = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const RequiredMark = styled.span`
  margin-inline-start: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.danger};
`;

export interface FormFieldProps {
  label: ReactNode;
  /** id of the control inside; ties the label, hint and error to it. */
  htmlFor: string;
  error?: ReactNode;
  hint?: ReactNode;
  /** Shows a required marker after the label (the control keeps its own `required`). */
  required?: boolean;
  children: ReactNode;
  className?: string;
}

type DescribedProps = { 'aria-describedby'?: string; 'aria-invalid'?: boolean | 'true' | 'false' };

/**
 * Label + control + hint + error. A single control child gets `aria-describedby` (hint, error) and
 * `aria-invalid` when there is an error, so screen readers read the message with the field.
 */
export function FormField({ label, htmlFor, error, hint, required, children, className }: FormFieldProps) {
  const hintId = hint ? `${htmlFor}-hint` : undefined;
  const errorId = error ? `${htmlFor}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;

  const only = Children.count(children) === 1 && isValidElement<DescribedProps>(children) ? children : null;
  const control = only
    ? cloneElement(only as ReactElement<DescribedProps>, {
        'aria-describedby': [only.props['aria-describedby'], describedBy].filter(Boolean).join(' ') || undefined,
        'aria-invalid': error ? true : only.props['aria-invalid'],
      })
    : children;

  return (
    <Field className={className}>
      <Label htmlFor={htmlFor}>
        {label}
        {required && <RequiredMark aria-hidden="true">*</RequiredMark>}
      </Label>
      {control}
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {error && (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      )}
    </Field>
  );
}
