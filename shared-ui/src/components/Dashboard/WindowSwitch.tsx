import styled from 'styled-components';
import { Button } from 'shared-ui';

// Three equal segments across a phone; from sm up as wide as its buttons.
const Segments = styled.div<{ $count: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $count }) => $count}, minmax(0, 1fr));
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(${({ $count }) => $count}, auto);
    align-self: flex-start;
  }
  button {
    white-space: nowrap;
    padding-inline: ${({ theme }) => theme.space[2]};
  }
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[1]};
  border-radius: ${({ theme }) => theme.radii.md};
  background-color: ${({ theme }) => theme.colors.surfaceMuted};
  button[aria-pressed='true'] {
    background-color: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    box-shadow: ${({ theme }) => theme.shadows.sm};
  }
`;

export interface WindowSwitchProps<Window extends number> {
  /** The windows to choose from, in days (7, 30, 90). */
  windows: readonly Window[];
  value: Window;
  onChange: (window: Window) => void;
  /** Names the group for assistive tech, e.g. "Period". */
  label: string;
  /** A button's words, e.g. "Last 30 days". */
  windowLabel: (days: Window) => string;
}

/** The segmented switch of a dashboard's window (the last 7 / 30 / 90 days): the chosen one is pressed. */
export function WindowSwitch<Window extends number>({ windows, value, onChange, label, windowLabel }: WindowSwitchProps<Window>) {
  return (
    <Segments role="group" aria-label={label} $count={windows.length}>
      {windows.map((window) => (
        <Button key={window} variant="ghost" size="sm" aria-pressed={window === value} onClick={() => onChange(window)}>
          {windowLabel(window)}
        </Button>
      ))}
    </Segments>
  );
}
