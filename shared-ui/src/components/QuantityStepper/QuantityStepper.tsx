import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { MinusIcon, PlusIcon } from '../../icons';
import { focusRing, uiMessages, useTranslation } from '../../core';

const Group = styled.div`
  display: inline-flex;
  align-self: flex-start;
  align-items: stretch;
  height: ${({ theme }) => theme.sizes.control};
  border: 1px solid ${({ theme }) => theme.colors.inputBorder};
  border-radius: ${({ theme }) => theme.radii.md};
  background-color: ${({ theme }) => theme.colors.surface};
  &:has(input:focus-visible) {
    box-shadow:
      0 0 0 2px ${({ theme }) => theme.colors.background},
      0 0 0 4px ${({ theme }) => theme.colors.focusRing};
  }
`;

const StepButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.sizes.control};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &:hover:not(:disabled) { background-color: ${({ theme }) => theme.colors.surfaceMuted}; }
  &:disabled { cursor: not-allowed; opacity: 0.4; }
  ${focusRing}
`;

const Field = styled.input`
  width: 3.5rem;
  border: 0;
  border-inline: 1px solid ${({ theme }) => theme.colors.border};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-variant-numeric: tabular-nums;
  text-align: center;
  -moz-appearance: textfield;
  &::-webkit-outer-spin-button,
  &::-webkit-inner-spin-button { -webkit-appearance: none; margin: 0; }
  &:focus { outline: none; }
`;

export interface QuantityStepperProps {
  value: number;
  min?: number;
  max?: number;
  onChange(value: number): void;
  /** Accessible name, e.g. "Quantity". */
  label: string;
  disabled?: boolean;
  id?: string;
  className?: string;
}

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

/** − [n] + within [min, max]; typed numbers are clamped when the field loses focus or Enter is pressed. */
export function QuantityStepper({ value, min = 1, max = Number.MAX_SAFE_INTEGER, onChange, label, disabled, id, className }: QuantityStepperProps) {
  const { t, i18n } = useTranslation(uiMessages);
  const named = label.toLocaleLowerCase(i18n.language);
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const [draft, setDraft] = useState(String(value));
  useEffect(() => setDraft(String(value)), [value]);

  const commit = (text: string) => {
    const parsed = Math.trunc(Number(text));
    const next = text.trim() === '' || !Number.isFinite(parsed) ? value : clamp(parsed, min, max);
    setDraft(String(next));
    if (next !== value) onChange(next);
  };
  const step = (delta: number) => {
    const next = clamp(value + delta, min, max);
    if (next !== value) onChange(next);
  };

  return (
    <Group role="group" aria-label={label} className={className}>
      <StepButton type="button" aria-label={t('quantityStepper.decrease', { label: named })} onClick={() => step(-1)} disabled={disabled || value <= min}>
        <MinusIcon size={16} />
      </StepButton>
      <Field
        id={inputId}
        type="number"
        inputMode="numeric"
        aria-label={label}
        min={min}
        max={max === Number.MAX_SAFE_INTEGER ? undefined : max}
        step={1}
        value={draft}
        disabled={disabled}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={(event) => commit(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit(event.currentTarget.value);
          }
        }}
      />
      <StepButton type="button" aria-label={t('quantityStepper.increase', { label: named })} onClick={() => step(1)} disabled={disabled || value >= max}>
        <PlusIcon size={16} />
      </StepButton>
    </Group>
  );
}
