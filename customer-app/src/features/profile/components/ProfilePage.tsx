/**
 * Customer profile (/profile): username, password (blank keeps it), full_location (blank keeps it).
 * The answer's new token is stored by shared-api, so a renamed customer stays signed in. A failure
 * is shown as such (docs/departures.md, 2) and the form keeps what was typed.
 */
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { useSession, type JsonBody } from 'shared-api';
import { pageTitle, useDocumentTitle } from 'shared-api/remote-routes';
import { useUpdateUserMutation } from 'shared-api/users';
import { Button, errorText, FormField, Input, Page, PageTitle, surfacePanel, toast, useTranslation } from 'shared-ui';
import { validateFullLocation, validateNewPassword, validateUsername } from '../../../lib/accountRules';
import { commonMessages } from '../../../messages';
import { profileMessages } from '../messages';

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
  const { t } = useTranslation(profileMessages);
  const { t: tc } = useTranslation(commonMessages);
  useDocumentTitle(pageTitle(t('title')));
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
      toast({ title: t('updatedTitle'), description: t('updatedDescription') });
      // Saved: the secrets leave the form, the name stays as saved.
      reset({ username: body.username ?? '', password: '', full_location: '' });
    } catch (error) {
      toast({ title: t('failedTitle'), description: errorText(error, t('failedFallback')), variant: 'destructive' });
    }
  });

  return (
    <Page $narrow>
      <PageTitle>{t('title')}</PageTitle>
      <Lead>{t('lead')}</Lead>
      <Card onSubmit={onSubmit} noValidate aria-label={t('formLabel')}>
        <FormField label={t('username')} htmlFor="profile-username" error={errors.username?.message} required>
          <Input id="profile-username" autoComplete="username" {...register('username', { validate: (value) => validateUsername(tc, value) })} />
        </FormField>
        <FormField label={t('newPassword')} htmlFor="profile-password" error={errors.password?.message} hint={t('newPasswordHint')}>
          <Input id="profile-password" type="password" autoComplete="new-password" {...register('password', { validate: (value) => validateNewPassword(tc, value) })} />
        </FormField>
        <FormField label={t('fullLocation')} htmlFor="profile-location" error={errors.full_location?.message} hint={t('fullLocationHint')}>
          <Input id="profile-location" autoComplete="street-address" placeholder={t('fullLocationPlaceholder')} {...register('full_location', { validate: (value) => validateFullLocation(tc, value) })} />
        </FormField>
        <Button type="submit" busy={isLoading}>
          {isLoading ? t('busy') : t('submit')}
        </Button>
      </Card>
    </Page>
  );
}
