import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { Link } from 'react-router-dom';
import { modes, renderInTheme } from '../../test/render';
import { FormField } from '../FormField/FormField';
import { Input } from '../Input/Input';
import { AuthForm, type AuthFormProps } from './AuthForm';

function renderForm(props: Partial<AuthFormProps>, mode: 'light' | 'dark') {
  const onSubmit = jest.fn((event: { preventDefault(): void }) => event.preventDefault());
  const view = renderInTheme(
    <AuthForm
      title="Store Login"
      description="Sign in to manage your store."
      formLabel="Store login"
      onSubmit={onSubmit}
      submitLabel="Login"
      busyLabel="Logging in..."
      busy={false}
      links={[<Link key="register" to="/store/register">Register your store</Link>]}
      {...props}
    >
      <FormField label="Store Name" htmlFor="store_name">
        <Input id="store_name" />
      </FormField>
    </AuthForm>,
    mode,
  );
  return { ...view, onSubmit };
}

describe.each(modes)('AuthForm (%s theme)', (mode) => {
  it('shows the heading, the named form with its fields, the submit and the links', async () => {
    const { user, onSubmit, container } = renderForm({}, mode);
    expect(screen.getByRole('heading', { level: 1, name: 'Store Login' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Store Login' })).toBeInTheDocument();
    expect(screen.getByText('Sign in to manage your store.')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Store login' })).toHaveAttribute('novalidate');
    expect(screen.getByRole('link', { name: 'Register your store' })).toHaveAttribute('href', '/store/register');

    await user.type(screen.getByLabelText('Store Name'), 'acme');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('while busy, says so on the disabled submit', () => {
    renderForm({ busy: true }, mode);
    expect(screen.getByRole('button', { name: 'Logging in...' })).toBeDisabled();
  });
});
