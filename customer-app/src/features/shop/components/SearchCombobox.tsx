/**
 * The shop's search box with suggestions while typing: the WAI-ARIA combobox pattern (an input with
 * role=combobox owning a listbox; focus stays in the input and aria-activedescendant names the
 * highlighted option). Arrow keys move through the suggestions, Enter opens the highlighted one
 * (or, with none highlighted, applies the search at once), Escape closes the list, a click opens
 * a suggestion. Hand-written rather than downshift's useCombobox (~14 KB gzip): this is ~2 KB in
 * the shop's own chunk.
 */
import { useEffect, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { Suggestion } from 'shared-api';
import { Input, useTranslation } from 'shared-ui';
import { shopMessages } from '../messages';
import { useSuggestions } from '../hooks/useSuggestions';

const Box = styled.div`
  position: relative;
`;

const List = styled.ul`
  position: absolute;
  inset-block-start: calc(100% + ${({ theme }) => theme.space[1]});
  inset-inline: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  max-block-size: 20rem;
  overflow-y: auto;
  margin: 0;
  padding: ${({ theme }) => theme.space[1]};
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};
`;

const Option = styled.li`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
  &[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primarySoftText};
  }
`;

const OptionText = styled.span`
  min-inline-size: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Kind = styled.span`
  flex-shrink: 0;
  color: inherit;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  opacity: 0.8;
`;

export interface SearchComboboxProps {
  id: string;
  value: string;
  placeholder: string;
  maxLength: number;
  onChange(value: string): void;
  /** Enter without a highlighted suggestion: the search as typed, at once. */
  onSubmit(value: string): void;
  /** A suggestion is opened (its page replaces the shop): called just before the navigation. */
  onLeave(): void;
}

export function SearchCombobox({ id, value, placeholder, maxLength, onChange, onSubmit, onLeave }: SearchComboboxProps) {
  const { t } = useTranslation(shopMessages);
  const navigate = useNavigate();
  // Suggestions are asked for only while the shopper edits the text (not for a search from the URL).
  const [editing, setEditing] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [active, setActive] = useState(-1);
  const items = useSuggestions(value, editing);
  const open = editing && !dismissed && items.length > 0;
  const listId = `${id}-suggestions`;
  const optionId = (index: number) => `${id}-suggestion-${index}`;

  // A new list starts with nothing highlighted.
  useEffect(() => setActive(-1), [items]);

  const close = () => {
    setEditing(false);
    setActive(-1);
  };
  const pick = (item: Suggestion) => {
    close();
    onLeave();
    void navigate(item.link);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (items.length === 0 || !editing) return;
        event.preventDefault();
        const down = event.key === 'ArrowDown';
        if (!open) {
          setDismissed(false);
          setActive(down ? 0 : items.length - 1);
        } else setActive((current) => (down ? (current + 1) % items.length : current <= 0 ? items.length - 1 : current - 1));
        return;
      }
      case 'Enter':
        event.preventDefault();
        if (open && active >= 0 && items[active]) pick(items[active]);
        else {
          close();
          onSubmit(value);
        }
        return;
      case 'Escape':
        // Closes the list; with the list closed, the search box clears itself as usual.
        if (open) {
          event.preventDefault();
          setDismissed(true);
          setActive(-1);
        }
        return;
    }
  };

  return (
    <Box>
      <Input
        id={id}
        type="search"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
        placeholder={placeholder}
        value={value}
        maxLength={maxLength}
        onChange={(event) => {
          setEditing(true);
          setDismissed(false);
          onChange(event.target.value);
        }}
        onKeyDown={onKeyDown}
        onBlur={close}
      />
      <List id={listId} role="listbox" aria-label={t('suggest.label')} hidden={!open}>
        {open &&
          items.map((item, index) => (
            <Option
              key={item.link}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              // Keeps the focus in the search box; the click then opens the suggestion.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(item)}
            >
              <OptionText>{item.text}</OptionText>
              <Kind>{t(item.kind === 'store' ? 'suggest.store' : 'suggest.product')}</Kind>
            </Option>
          ))}
      </List>
    </Box>
  );
}
