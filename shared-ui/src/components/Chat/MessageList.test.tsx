import { screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { hexToRgb, modes, paintedColor, renderInTheme } from '../../test/render';
import { lightTheme } from '../../theme/tokens';
import { MessageList, type ChatMessage } from './MessageList';

const messages: ChatMessage[] = [
  { message_id: 1, sender: 'alice', msg: 'Is the cup in stock?', timestamp: '2026-11-20T10:00:00.000Z' },
  { message_id: 2, sender: 'Acme', msg: 'Yes, 4 left.', timestamp: '2026-11-20T10:05:00.000Z' },
];

describe.each(modes)('MessageList (%s theme)', (mode) => {
  it('puts own messages right (names match regardless of case), each with sender and local date-time', async () => {
    const { container } = renderInTheme(<MessageList messages={messages} ownName="acme" label="Messages with alice" />, mode);
    const log = screen.getByRole('log', { name: 'Messages with alice' });
    const [theirs, mine] = within(within(log).getByRole('list', { name: 'Messages' })).getAllByRole('listitem');

    expect(theirs).toHaveAttribute('data-own', 'false');
    expect(mine).toHaveAttribute('data-own', 'true');
    expect(getComputedStyle(mine).alignSelf).toBe('flex-end');
    expect(getComputedStyle(mine).alignItems).toBe('flex-end');
    expect(getComputedStyle(theirs).alignSelf).toBe('flex-start');
    expect(theirs).toHaveTextContent('alice ·');
    expect(mine).toHaveTextContent('You ·');
    const time = within(theirs).getByText(new Date(messages[0].timestamp).toLocaleString());
    expect(time).toHaveAttribute('datetime', messages[0].timestamp);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows the empty text inside the frame when there are no messages', () => {
    renderInTheme(<MessageList messages={[]} ownName="acme" label="Messages with alice" emptyText="No messages found" />, mode);
    expect(within(screen.getByRole('log')).getByText('No messages found')).toBeVisible();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('scrolls to the newest message when one arrives', () => {
    const { rerender } = renderInTheme(<MessageList messages={messages.slice(0, 1)} ownName="acme" label="Messages" />, mode);
    const log = screen.getByRole('log');
    // jsdom has no layout: give the frame a height so the scroll position can be seen.
    Object.defineProperty(log, 'scrollHeight', { configurable: true, value: 900 });
    rerender(<MessageList messages={messages} ownName="acme" label="Messages" />);
    expect(log.scrollTop).toBe(900);
  });
});

it('colours own messages with the theme tokens', () => {
  renderInTheme(<MessageList messages={messages} ownName="acme" label="Messages" />, 'light');
  // The text is isolated (<bdi>) inside its bubble, so a Latin message reads whole on an Arabic page.
  const text = screen.getByText('Yes, 4 left.');
  expect(text.tagName).toBe('BDI');
  expect(paintedColor(text.parentElement!, 'backgroundColor', 'light')).toBe(hexToRgb(lightTheme.colors.ownMessage));
});
