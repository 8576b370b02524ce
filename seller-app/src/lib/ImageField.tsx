import type { InputHTMLAttributes, Ref } from 'react';
import styled from 'styled-components';
import { fieldStyles, focusRingShadow, FormField, useTranslation } from 'shared-ui';
import { IMAGE_ACCEPT } from './imageFile';
import { ImagePreview } from './ImagePreview';
import { commonMessages } from './messages';

export interface ImageFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'accept'> {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  /** The chosen file's name (from the form's value), if one is chosen. */
  chosenName?: string;
  /** The picture shown under the field (the chosen file, or the current image). */
  preview?: { src: string; alt: string };
  ref?: Ref<HTMLInputElement>;
}

// A browser writes its own file input's texts ("Choose File", "No file chosen") in the browser's
// language, not the page's. The real input lies invisibly over the whole box (a click anywhere, the
// keyboard, a screen reader and a dropped file all reach it as before); what shows is ours.
const Picker = styled.div`
  ${fieldStyles}
  position: relative;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[1]};
  &:has(input:focus-visible) {
    ${focusRingShadow}
  }
  &:has(input[aria-invalid='true']) {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

const FileInput = styled.input`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  opacity: 0;
  cursor: pointer;
`;

const ChooseLook = styled.span`
  flex-shrink: 0;
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background-color: ${({ theme }) => theme.colors.surfaceMuted};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const ChosenName = styled.span<{ $chosen: boolean }>`
  min-width: 0;
  overflow: hidden;
  color: ${({ theme, $chosen }) => ($chosen ? theme.colors.text : theme.colors.textMuted)};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

type ImagePickerProps = Omit<ImageFieldProps, 'label' | 'error' | 'hint' | 'preview'>;

/** The input and what shows of it; FormField's `aria-describedby` and `aria-invalid` reach the input. */
function ImagePicker({ chosenName, ...input }: ImagePickerProps) {
  const { t } = useTranslation(commonMessages);
  return (
    <Picker>
      <FileInput type="file" accept={IMAGE_ACCEPT} {...input} />
      {/* The input itself tells a screen reader what is chosen: shown here, not read twice. */}
      <ChooseLook aria-hidden="true">{t('image.choose')}</ChooseLook>
      <ChosenName aria-hidden="true" $chosen={chosenName !== undefined}>
        <bdi>{chosenName ?? t('image.noneChosen')}</bdi>
      </ChosenName>
    </Picker>
  );
}

/** A labelled image-file input (images only) with its preview; spread react-hook-form's register() into it. */
export function ImageField({ id, label, error, hint, preview, ...input }: ImageFieldProps) {
  return (
    <>
      <FormField label={label} htmlFor={id} error={error} hint={hint}>
        <ImagePicker id={id} {...input} />
      </FormField>
      {preview && <ImagePreview src={preview.src} alt={preview.alt} />}
    </>
  );
}
