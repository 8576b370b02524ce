import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { useState } from 'react';
import { modes, renderInTheme } from '../../test/render';
import { Button } from '../Button/Button';
import { ConfirmDialog } from './ConfirmDialog';

function DeleteProduct({ onDelete }: { onDelete(): void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="destructive" onClick={() => setOpen(true)}>
        Delete Product
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Delete product"
        description="Are you sure you want to delete this product?"
        confirmLabel="Delete"
        onConfirm={onDelete}
        destructive
      />
    </>
  );
}

describe.each(modes)('ConfirmDialog (%s theme)', (mode) => {
  it('asks, with focus on Cancel first; confirming runs the action and closes', async () => {
    const onDelete = jest.fn();
    const { user } = renderInTheme(<DeleteProduct onDelete={onDelete} />, mode);
    await user.click(screen.getByRole('button', { name: 'Delete Product' }));

    const dialog = screen.getByRole('alertdialog', { name: 'Delete product' });
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to delete this product?');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(await axe(document.body)).toHaveNoViolations();

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('Cancel and Escape close without running the action, returning focus to the opener', async () => {
    const onDelete = jest.fn();
    const { user } = renderInTheme(<DeleteProduct onDelete={onDelete} />, mode);
    const opener = screen.getByRole('button', { name: 'Delete Product' });

    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(onDelete).not.toHaveBeenCalled();
  });

  it('keeps Tab inside the dialog', async () => {
    const { user } = renderInTheme(<DeleteProduct onDelete={jest.fn()} />, mode);
    await user.click(screen.getByRole('button', { name: 'Delete Product' }));
    const dialog = screen.getByRole('alertdialog');
    for (let i = 0; i < 4; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });
});
