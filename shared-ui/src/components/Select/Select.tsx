import type { Ref, SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import { ChevronDownIcon } from '../../icons';
import { fieldStyles } from '../../core';

const Wrapper = styled.div`
  position: relative;
  width: 100%;
`;

const NativeSelect = styled.select`
  ${fieldStyles}
  appearance: none;
  padding-inline-end: ${({ theme }) => theme.space[10]};
  cursor: pointer;
`;

const Chevron = styled(ChevronDownIcon)`
  position: absolute;
  top: 50%;
  inset-inline-end: ${({ theme }) => theme.space[3]};
  transform: translateY(-50%);
  color: ${({ theme }) => theme.colors.textMuted};
  pointer-events: none;
`;

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  /** First, empty-valued option shown until a choice is made (e.g. "Select a country"). */
  placeholder?: string;
  /** Convenience: options as data; `children` options are rendered after them. */
  options?: SelectOption[];
  ref?: Ref<HTMLSelectElement>;
}

/** A native <select> (best keyboard, mobile and screen-reader support) with the theme's look. */
export function Select({ placeholder, options, children, className, ...rest }: SelectProps) {
  return (
    <Wrapper className={className}>
      <NativeSelect {...rest}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options?.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
        {children}
      </NativeSelect>
      <Chevron size={16} />
    </Wrapper>
  );
}
