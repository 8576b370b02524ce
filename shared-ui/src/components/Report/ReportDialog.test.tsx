import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { modes, renderInTheme } from '../../test/render';
import { ReportDialog } from './ReportDialog';

describe.each(modes)('ReportDialog (%s theme)', (mode) => {
  it('asks for one of the fixed reasons and a text, and sends them trimmed', async () => {
    const onSubmit = jest.fn();
    const { user } = renderInTheme(<ReportDialog open onOpenChange={() => {}} target="review" onSubmit={onSubmit} />, mode);
    const dialog = await screen.findByRole('dialog', { name: 'Report this review' });
    const reasons = screen.getByRole('group', { name: 'Reason' });
    expect(Array.from(reasons.querySelectorAll('input[type=radio]')).map((radio) => (radio as HTMLInputElement).value)).toEqual([
      'counterfeit', 'prohibited', 'fraud', 'offensive', 'spam', 'other',
    ]);
    await user.click(screen.getByRole('radio', { name: 'Offensive content' }));
    await user.type(screen.getByLabelText('Details'), '  Insults the seller  ');
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(onSubmit).toHaveBeenCalledWith({ reason: 'offensive', text: 'Insults the seller' });
    expect(await axe(dialog)).toHaveNoViolations();
  });

  it('refuses to send without a reason, or "Other" without a text', async () => {
    const onSubmit = jest.fn();
    const { user } = renderInTheme(<ReportDialog open onOpenChange={() => {}} target="product" onSubmit={onSubmit} />, mode);
    await user.click(await screen.findByRole('button', { name: 'Send report' }));
    expect(screen.getByText('Choose a reason.')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Other' }));
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(screen.getByText('Say what is wrong.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it.each([
    ['already_reported', 'You have already reported this. We will tell you the outcome.'],
    ['too_many', 'You have sent too many reports in the last hour. Please try again later.'],
    ['not_found', 'This is no longer available.'],
    ['failed', 'The report could not be sent. Please try again.'],
  ] as const)('says why a report was refused (%s)', async (refusal, text) => {
    const { baseElement } = renderInTheme(<ReportDialog open onOpenChange={() => {}} target="message" refusal={refusal} onSubmit={() => {}} />, mode);
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(await axe(baseElement)).toHaveNoViolations();
  });
});
