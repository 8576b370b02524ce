import * as TabsPrimitive from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { directionOf, focusRing, uiMessages, useTranslation } from '../../core';

const List = styled(TabsPrimitive.List)`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[1]};
  border-radius: ${({ theme }) => theme.radii.md};
  background-color: ${({ theme }) => theme.colors.surfaceMuted};
`;

const Trigger = styled(TabsPrimitive.Trigger)`
  min-height: ${({ theme }) => theme.sizes.controlSm};
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  cursor: pointer;
  transition: color ${({ theme }) => theme.transitions.fast}, background-color ${({ theme }) => theme.transitions.fast};
  &:hover { color: ${({ theme }) => theme.colors.text}; }
  &[data-state='active'] {
    background-color: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    box-shadow: ${({ theme }) => theme.shadows.sm};
  }
  ${focusRing}
`;

const Panel = styled(TabsPrimitive.Content)`
  margin-top: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  ${focusRing}
`;

export interface TabItem {
  value: string;
  label: ReactNode;
  content: ReactNode;
}

export interface TabsProps {
  tabs: TabItem[];
  defaultValue?: string;
  value?: string;
  onValueChange?(value: string): void;
  /** Accessible name of the tab list. */
  label?: string;
  className?: string;
}

/** Tabs (Radix): arrow keys move between tabs (the reading way: reversed in Arabic), Tab moves into the panel. */
export function Tabs({ tabs, defaultValue, value, onValueChange, label, className }: TabsProps) {
  const { i18n } = useTranslation(uiMessages);
  return (
    <TabsPrimitive.Root
      className={className}
      dir={directionOf(i18n.language)}
      defaultValue={defaultValue ?? tabs[0]?.value}
      value={value}
      onValueChange={onValueChange}
    >
      <List aria-label={label}>
        {tabs.map((tab) => (
          <Trigger key={tab.value} value={tab.value}>
            {tab.label}
          </Trigger>
        ))}
      </List>
      {tabs.map((tab) => (
        <Panel key={tab.value} value={tab.value}>
          {tab.content}
        </Panel>
      ))}
    </TabsPrimitive.Root>
  );
}
