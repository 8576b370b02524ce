import { Controller, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { storeFormData, useRegisterStoreMutation } from 'shared-api/store-admin';
import { pageTitle, useDocumentTitle } from 'shared-api/remote-routes';
import { errorText, FormField, Input, type SubmitToasts, submitWithToasts, Textarea, Trans, useMessagesFollowLanguage, useTranslation } from 'shared-ui';
import { AuthForm } from 'shared-ui/auth-form';
import { maxOf, newPasswordHint, newPasswordRules, requiredText, storeNameHint, storeNameRules } from '../../../lib/fieldRules';
import { ImageField } from '../../../lib/ImageField';
import { firstFile, validateImage } from '../../../lib/imageFile';
import { commonMessages } from '../../../lib/messages';
import { ShipsToField } from '../../../lib/ShipsToField';
import { useChosenImageUrl } from '../../../lib/useObjectUrl';
import { authMessages } from '../messages';

interface StoreRegisterForm {
  store_name: string;
  password: string;
  full_location: string;
  bio: string;
  storeImg: FileList;
  /** Empty: ships to every country. */
  ships_to: string[];
}

/** /store/register: store sign-up (multipart, every spec field required; ships-to optional); success goes to /store/login. */
export default function StoreRegisterPage() {
  const { t } = useTranslation(authMessages);
  useDocumentTitle(pageTitle(t('register.title')));
  const tc = useTranslation(commonMessages).t;
  const navigate = useNavigate();
  const [registerStore, { isLoading }] = useRegisterStoreMutation();
  const form = useForm<StoreRegisterForm>({ mode: 'onTouched', defaultValues: { ships_to: [] } });
  const { register, handleSubmit, watch, control, formState } = form;
  useMessagesFollowLanguage(form);
  const { errors } = formState;

  const chosenImage = watch('storeImg');
  const previewUrl = useChosenImageUrl(chosenImage);

  // What the user is told after submitting (the form keeps its values on failure).
  const toasts: SubmitToasts = {
    success: { title: t('register.success'), description: t('register.successDescription') },
    failure: { title: t('register.failed'), describe: (error) => errorText(error, t('register.failedFallback')) },
  };

  const onSubmit = handleSubmit(async (values) => {
    const body = storeFormData({
      store_name: values.store_name.trim(),
      password: values.password,
      full_location: values.full_location.trim(),
      bio: values.bio.trim(),
      storeImg: values.storeImg[0],
      // Left out when every country (the API's default).
      ships_to: values.ships_to.length > 0 ? values.ships_to : undefined,
    });
    if (await submitWithToasts(() => registerStore(body).unwrap(), toasts)) navigate('/store/login');
  });

  return (
    <AuthForm
      title={t('register.title')}
      description={t('register.description')}
      formLabel={t('register.formLabel')}
      onSubmit={onSubmit}
      submitLabel={t('register.submit')}
      busyLabel={t('register.busy')}
      busy={isLoading}
      links={[<Trans key="login" t={t} i18nKey="register.haveStore" components={{ a: <Link to="/store/login" /> }} />]}
    >
      <FormField label={t('register.storeName')} htmlFor="store_name" error={errors.store_name?.message} hint={storeNameHint(tc)}>
        <Input id="store_name" autoComplete="username" {...register('store_name', storeNameRules(tc))} />
      </FormField>
      <FormField label={t('register.password')} htmlFor="password" error={errors.password?.message} hint={newPasswordHint(tc)}>
        <Input id="password" type="password" autoComplete="new-password" {...register('password', { required: tc('fields.passwordRequired'), ...newPasswordRules(tc) })} />
      </FormField>
      <FormField label={t('register.fullLocation')} htmlFor="full_location" error={errors.full_location?.message}>
        <Input
          id="full_location"
          autoComplete="street-address"
          placeholder={t('register.fullLocationPlaceholder')}
          {...register('full_location', requiredText(t('register.fullLocationRequired'), maxOf(tc, 'fullLocation')))}
        />
      </FormField>
      <FormField label={t('register.bio')} htmlFor="bio" error={errors.bio?.message}>
        <Textarea id="bio" rows={4} placeholder={t('register.bioPlaceholder')} {...register('bio', requiredText(t('register.bioRequired'), maxOf(tc, 'bio')))} />
      </FormField>
      <ImageField
        chosenName={firstFile(chosenImage)?.name}
        id="storeImg"
        label={t('register.storeImage')}
        error={errors.storeImg?.message}
        preview={previewUrl ? { src: previewUrl, alt: t('register.previewAlt') } : undefined}
        {...register('storeImg', { validate: (files) => validateImage(tc, files, true, t('register.storeImageRequired')) })}
      />
      <Controller control={control} name="ships_to" render={({ field }) => <ShipsToField value={field.value} onChange={field.onChange} />} />
    </AuthForm>
  );
}
