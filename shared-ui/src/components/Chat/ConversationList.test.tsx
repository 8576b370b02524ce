import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { modes, renderInTheme } from '../../test/render';
import { ConversationList, type ConversationSummary } from './ConversationList';

const conversations: ConversationSummary[] = [
  { name: 'alice', lastMessage: 'Is the cup in stock?', lastAt: '2026-11-20T10:00:00.000Z', to: '/store/chat/alice' },
  { name: 'bob', lastMessage: 'Thanks!', to: '/store/chat/bob' },
];

describe.each(modes)('ConversationList (%s theme)', (mode) => {
  it('lists each conversation with its last message and a View Chat link', async () => {
    const { container } = renderInTheme(<ConversationList conversations={conversations} isLoading={false} />, mode);
    expect(screen.getByRole('heading', { name: 'alice' })).toBeInTheDocument();
    expect(screen.getByText('Is the cup in stock?')).toBeInTheDocument();
    expect(screen.getByText(new Date('2026-11-20T10:00:00.000Z').toLocaleString())).toHaveAttribute('datetime', '2026-11-20T10:00:00.000Z');
    expect(screen.getByRole('link', { name: 'View Chat with bob' })).toHaveAttribute('href', '/store/chat/bob');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('says "Loading inbox..." while loading', () => {
    renderInTheme(<ConversationList conversations={undefined} isLoading />, mode);
    expect(screen.getByRole('status')).toHaveTextContent('Loading inbox...');
  });

  it('says "No messages found" without conversations', () => {
    renderInTheme(<ConversationList conversations={[]} isLoading={false} />, mode);
    expect(screen.getByText('No messages found')).toBeVisible();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
