import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { useState } from 'react';
import { modes, renderInTheme } from '../../test/render';
import { Button } from '../Button/Button';
import { Input } from '../Input/Input';
import { Label } from '../Label/Label';
import { Dialog, DialogFooter } from './Dialog';

function LocationDialog({ onSubmit }: { onSubmit(location: string): void }) {
  const [open, setOpen] = useState(false);
  const [location, setLocation] = useState('');
  return (
    <>
      <Button onClick={() => setOpen(true)}>Add to Cart</Button>
      <Dialog open={open} onOpenChange={setOpen} title="Enter your location" description="Where should we deliver?">
        <form
          onSubmit={(e) => {
            e.preventDefault();
            onSubmit(location);
            setOpen(false);
          }}
        >
          <Label htmlFor="location">Full location</Label>
          <Input id="location" value={location} onChange={(e) => setLocation(e.target.value)} />
          <DialogFooter>
            <Button variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit">Submit</Button>
          </DialogFooter>
        </form>
      </Dialog>
    </>
  );
}

describe.each(modes)('Dialog (%s theme)', (mode) => {
  it('opens as a named modal, traps focus, and submits', async () => {
    const onSubmit = jest.fn();
    const { user } = renderInTheme(<LocationDialog onSubmit={onSubmit} />, mode);
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));

    const dialog = screen.getByRole('dialog', { name: 'Enter your location' });
    expect(dialog).toHaveAccessibleDescription('Where should we deliver?');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    // Tabbing many times never leaves the dialog.
    for (let i = 0; i < 6; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }

    await user.type(screen.getByLabelText('Full location'), 'France, Paris');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledWith('France, Paris');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on Escape and returns focus to the opener', async () => {
    const { user } = renderInTheme(<LocationDialog onSubmit={jest.fn()} />, mode);
    const opener = screen.getByRole('button', { name: 'Add to Cart' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes with its Close button and Cancel', async () => {
    const { user } = renderInTheme(<LocationDialog onSubmit={jest.fn()} />, mode);
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('passes axe while open', async () => {
    const { user } = renderInTheme(<LocationDialog onSubmit={jest.fn()} />, mode);
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await axe(document.body)).toHaveNoViolations();
  });
});
