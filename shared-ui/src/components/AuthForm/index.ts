/**
 * The sign-in and sign-up pages' frame and the sign-in form, for the three remotes. Imported as
 * 'shared-ui/auth-form' (not from the package index), so it downloads with those pages instead of
 * in every page's first load; it takes the package's other parts from 'shared-ui', the shared
 * singleton.
 */
export { AuthForm, type AuthFormProps } from './AuthForm';
export { SignInForm, type SignInFormProps } from './SignInForm';
