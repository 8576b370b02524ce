/**
 * Customer profile (/profile): username, password (blank keeps it), full_location (blank keeps it).
 * The answer's new token is stored by shared-api, so a renamed customer stays signed in. A failure
 * is shown as such (docs/departures.md, 2) and the form keeps what was typed.
 */
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { errorMessage, useSession, type JsonBody } from 'shared-api';
import { useUpdateUserMutation } from 'shared-api/users';
import { Button, FormField, Input, Page, PageTitle, surfacePanel, toast } from 'shared-ui';
import { validateFullLocation, validateNewPassword, validateUsername } from '../../../lib/accountRules';

type UpdateUserBody = JsonBody<'/api/user/update', 'patch'>;

interface ProfileForm {
  username: string;
  password: string;
  full_location: string;
}

const Card = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[6]};
  ${surfacePanel}
`;

const Lead = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[6]};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export default function ProfilePage() {
  const { customer } = useSession();
  const [updateUser, { isLoading }] = useUpdateUserMutation();
  const {
    register,
    handleSubmit,
    reset,
    getValues,
    formState: { errors },
  } = useForm<ProfileForm>({ defaultValues: { username: customer?.username ?? '', password: '', full_location: '' } });

  // The session may arrive after the first render (standalone start-up).
  useEffect(() => {
    if (customer && !getValues('username')) reset({ ...getValues(), username: customer.username });
  }, [customer, reset, getValues]);

  const onSubmit = handleSubmit(async (values) => {
    const body: UpdateUserBody = { username: values.username.trim() };
    if (values.password) body.password = values.password;
    if (values.full_location.trim()) body.full_location = values.full_location.trim();
    try {
      await updateUser(body).unwrap();
      toast({ title: 'Profile Updated', description: 'Your profile has been updated successfully.' });
      // Saved: the secrets leave the form, the name stays as saved.
      reset({ username: body.username ?? '', password: '', full_location: '' });
    } catch (error) {
      toast({ title: 'Update Failed', description: errorMessage(error, 'Failed to update profile'), variant: 'destructive' });
    }
  });

  return (
    <Page $narrow>
      <PageTitle>Your Profile</PageTitle>
      <Lead>Change your username, password or delivery location.</Lead>
      <Card onSubmit={onSubmit} noValidate aria-label="Edit profile">
        <FormField label="Username" htmlFor="profile-username" error={errors.username?.message} required>
          <Input id="profile-username" autoComplete="username" {...register('username', { validate: validateUsername })} />
        </FormField>
        <FormField label="New Password" htmlFor="profile-password" error={errors.password?.message} hint="Leave blank to keep your current password">
          <Input id="profile-password" type="password" autoComplete="new-password" {...register('password', { validate: validateNewPassword })} />
        </FormField>
        <FormField label="Full Location" htmlFor="profile-location" error={errors.full_location?.message} hint="Leave blank to keep your current location">
          <Input id="profile-location" autoComplete="street-address" placeholder="Country, city and address" {...register('full_location', { validate: validateFullLocation })} />
        </FormField>
        <Button type="submit" busy={isLoading}>
          {isLoading ? 'Updating Profile...' : 'Update Profile'}
        </Button>
      </Card>
    </Page>
  );
}
