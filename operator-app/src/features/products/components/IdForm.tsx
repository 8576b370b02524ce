import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, FormField, Input } from 'shared-ui';
import { FilterBar } from '../../../lib/layout';
import { parseId } from '../idField';

const Field = styled.div`
  /* An id is short: the field gives way to the button on one row even at 375 px. */
  flex: 1 1 8rem;
`;

interface IdFormProps {
  /** The form's accessible name. */
  label: string;
  fieldLabel: string;
  submitLabel: string;
  /** Shown when the text is not a positive whole number. */
  invalidText: string;
  onSubmit(id: number): void;
}

/** A form that asks for one id (a product's, a review's) and checks it is a positive whole number. */
export function IdForm({ label, fieldLabel, submitLabel, invalidText, onSubmit }: IdFormProps) {
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  const fieldId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const id = parseId(text);
    setInvalid(id === undefined);
    if (id !== undefined) onSubmit(id);
  };
  return (
    <form aria-label={label} onSubmit={submit} noValidate>
      <FilterBar>
        <Field>
          <FormField label={fieldLabel} htmlFor={fieldId} error={invalid ? invalidText : undefined}>
            <Input id={fieldId} inputMode="numeric" autoComplete="off" value={text} onChange={(event) => setText(event.target.value)} aria-invalid={invalid} />
          </FormField>
        </Field>
        <Button type="submit">{submitLabel}</Button>
      </FilterBar>
    </form>
  );
}
