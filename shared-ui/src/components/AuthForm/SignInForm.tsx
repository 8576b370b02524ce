/**
 * The sign-in form of the three sign-in pages (a customer's, a store's, the operator's): a name and
 * a password, both refused blank, a toast of how it went, and on to the page's next page.
 */
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { FormField, Input, submitWithToasts, useMessagesFollowLanguage, type SubmitToasts } from 'shared-ui';
import { AuthForm } from './AuthForm';

interface SignInField {
  /** The input's id (and the label's `for`). */
  id: string;
  label: string;
  /** Shown when the field is left blank (or, for the name, only spaces). */
  requiredText: string;
}

export interface SignInFormProps {
  /** The page's heading, description, the form's name for assistive tech, and the button's words. */
  texts: { title: string; description: string; formLabel: string; submit: string; busy: string };
  /** The account's name field: its form name is also the input's `name` ("store_name"). */
  nameField: SignInField & { name: string };
  passwordField: SignInField;
  /** Marks both fields as required beside their labels. */
  markRequired?: boolean;
  /** Checks a field as it is left (react-hook-form's onTouched) rather than first on submit. */
  checkOnLeave?: boolean;
  /** Lines under the form, each with a link elsewhere. */
  links: ReactNode[];
  /** The request is under way. */
  busy: boolean;
  /** The call: signs in with the name (trimmed) and the password; rejects with the API's error. */
  signIn: (name: string, password: string) => Promise<unknown>;
  /** The toasts of a success (welcoming the name) and a failure. */
  toasts: (name: string) => SubmitToasts;
  /** Where to go once signed in. */
  onSignedIn: () => void;
}

type Values = Record<string, string>;

/** A name and password form in the sign-in frame: each page passes its texts, fields and call. */
export function SignInForm({ texts, nameField, passwordField, markRequired, checkOnLeave, links, busy, signIn, toasts, onSignedIn }: SignInFormProps) {
  const form = useForm<Values>({ mode: checkOnLeave ? 'onTouched' : 'onSubmit', defaultValues: { [nameField.name]: '', password: '' } });
  const { register, handleSubmit, formState } = form;
  useMessagesFollowLanguage(form);
  const { errors } = formState;
  const errorOf = (name: string) => errors[name]?.message as string | undefined;

  const onSubmit = handleSubmit(async (values) => {
    const name = values[nameField.name].trim();
    const signedIn = await submitWithToasts(() => signIn(name, values.password), toasts(name));
    if (signedIn) onSignedIn();
  });

  return (
    <AuthForm
      title={texts.title}
      description={texts.description}
      formLabel={texts.formLabel}
      onSubmit={onSubmit}
      submitLabel={texts.submit}
      busyLabel={texts.busy}
      busy={busy}
      links={links}
    >
      <FormField label={nameField.label} htmlFor={nameField.id} error={errorOf(nameField.name)} required={markRequired}>
        <Input id={nameField.id} autoComplete="username" {...register(nameField.name, { validate: (value) => value.trim() !== '' || nameField.requiredText })} />
      </FormField>
      <FormField label={passwordField.label} htmlFor={passwordField.id} error={errorOf('password')} required={markRequired}>
        <Input id={passwordField.id} type="password" autoComplete="current-password" {...register('password', { required: passwordField.requiredText })} />
      </FormField>
    </AuthForm>
  );
}
