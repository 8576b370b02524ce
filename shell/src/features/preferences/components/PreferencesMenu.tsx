import { useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { useCurrencyChoice } from 'shared-api';
import { Button, icons, surfacePanel, VisuallyHidden, useTranslation } from 'shared-ui';
import { useDismiss } from '../../../hooks/useDismiss';
import { useLanguageChoice } from '../hooks/useLanguageChoice';
import { preferencesMessages } from '../messages';
import { PreferencesFieldsOnDemand, preloadPreferencesFields } from './PreferencesFieldsOnDemand';

const Anchor = styled.div`
  position: relative;
`;

const Summary = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  white-space: nowrap;
`;

const Panel = styled.div`
  position: absolute;
  inset-block-start: calc(100% + ${({ theme }) => theme.space[2]});
  inset-inline-end: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  width: min(20rem, calc(100vw - 2rem));
  padding: ${({ theme }) => theme.space[4]};
  ${surfacePanel}
  box-shadow: ${({ theme }) => theme.shadows.lg};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

/**
 * The frame's compact preferences menu: a button that says the language and currency in use and
 * opens a panel with the language, currency and ship-to choices. Escape or a press outside closes
 * it (Escape gives the focus back to the button).
 */
export function PreferencesMenu() {
  const { t } = useTranslation(preferencesMessages);
  const { language } = useLanguageChoice();
  const [currency] = useCurrencyChoice();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const anchorRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useDismiss(open, () => setOpen(false), anchorRef, buttonRef);

  return (
    <Anchor ref={anchorRef}>
      <Button
        ref={buttonRef}
        variant="ghost"
        size="sm"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen(!open)}
        onPointerEnter={preloadPreferencesFields}
        onFocus={preloadPreferencesFields}
      >
        <icons.GlobeIcon size={18} />
        <VisuallyHidden>{t('button')}: </VisuallyHidden>
        <Summary>{`${language.toUpperCase()} · ${currency}`}</Summary>
      </Button>
      {open && (
        <Panel id={panelId} role="group" aria-labelledby={`${panelId}-title`}>
          <h2 id={`${panelId}-title`}>{t('title')}</h2>
          <PreferencesFieldsOnDemand />
        </Panel>
      )}
    </Anchor>
  );
}
