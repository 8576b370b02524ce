import { fireEvent, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { modes, renderInTheme } from '../../test/render';
import { ImageWithFallback } from './ImageWithFallback';

describe.each(modes)('ImageWithFallback (%s theme)', (mode) => {
  it('loads lazily with a fixed box so nothing shifts', async () => {
    const { container } = renderInTheme(<ImageWithFallback src="http://localhost:4000/uploads/a.png" alt="Blue vase" width={400} height={300} />, mode);
    const img = screen.getByRole('img', { name: 'Blue vase' });
    expect(img.tagName).toBe('IMG');
    expect(img).toHaveAttribute('src', 'http://localhost:4000/uploads/a.png');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('width', '400');
    expect(img).toHaveAttribute('height', '300');
    expect(getComputedStyle(img).aspectRatio.replace(/\s/g, '')).toBe('400/300');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows a local placeholder picture with the same name when loading fails', async () => {
    const { container, rerender } = renderInTheme(<ImageWithFallback src="http://localhost:4000/uploads/missing.png" alt="Blue vase" width={400} height={300} />, mode);
    fireEvent.error(screen.getByRole('img', { name: 'Blue vase' }));
    const fallback = screen.getByRole('img', { name: 'Blue vase' });
    expect(fallback.tagName).not.toBe('IMG');
    expect(fallback).toHaveAttribute('data-fallback', 'true');
    expect(container.querySelector('img')).toBeNull();
    expect(await axe(container)).toHaveNoViolations();

    // A new source gets a fresh try.
    rerender(<ImageWithFallback src="http://localhost:4000/uploads/b.png" alt="Blue vase" width={400} height={300} />);
    expect(screen.getByRole('img', { name: 'Blue vase' }).tagName).toBe('IMG');
  });

  it('shows the placeholder straight away when there is no source', () => {
    renderInTheme(<ImageWithFallback src="" alt="Store logo" width={96} height={96} />, mode);
    expect(screen.getByRole('img', { name: 'Store logo' })).toHaveAttribute('data-fallback', 'true');
  });
});
