import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { modes, renderInTheme } from '../../test/render';
import { MessageComposer } from './MessageComposer';

describe.each(modes)('MessageComposer (%s theme)', (mode) => {
  it('sends the trimmed text and clears the box once it is stored', async () => {
    const onSend = jest.fn().mockResolvedValue(true);
    const { user, container } = renderInTheme(<MessageComposer onSend={onSend} maxLength={2000} />, mode);
    const box = screen.getByLabelText('Message');
    expect(box).toHaveAttribute('placeholder', 'Type your message...');
    expect(box).toHaveAttribute('maxlength', '2000');

    await user.type(box, '  Is the tea set in stock?  {Enter}');
    expect(onSend).toHaveBeenCalledWith('Is the tea set in stock?');
    expect(box).toHaveValue('');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('never sends a blank message: Send stays disabled and Enter does nothing', async () => {
    const onSend = jest.fn().mockResolvedValue(true);
    const { user } = renderInTheme(<MessageComposer onSend={onSend} />, mode);
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();

    await user.type(screen.getByLabelText('Message'), '   {Enter}');
    expect(send).toBeDisabled();
    expect(onSend).not.toHaveBeenCalled();
  });

  it('keeps the text when the send fails', async () => {
    const onSend = jest.fn().mockResolvedValue(false);
    const { user } = renderInTheme(<MessageComposer onSend={onSend} />, mode);
    await user.type(screen.getByLabelText('Message'), 'Hello there');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledWith('Hello there');
    expect(screen.getByLabelText('Message')).toHaveValue('Hello there');
  });

  it('does not start a second send while one is under way', async () => {
    const onSend = jest.fn().mockResolvedValue(true);
    const { user } = renderInTheme(<MessageComposer onSend={onSend} busy />, mode);
    await user.type(screen.getByLabelText('Message'), 'Hello{Enter}');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(onSend).not.toHaveBeenCalled();
  });
});
