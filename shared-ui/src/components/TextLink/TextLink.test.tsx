import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { Route, Routes } from 'react-router-dom';
import { modes, renderInTheme } from '../../test/render';
import { TextLink } from './TextLink';

describe.each(modes)('TextLink (%s theme)', (mode) => {
  it('navigates inside the app', async () => {
    const { user, container } = renderInTheme(
      <Routes>
        <Route path="/" element={<TextLink to="/store/kyoto-crafts">kyoto-crafts</TextLink>} />
        <Route path="/store/:name" element={<p>Store page</p>} />
      </Routes>,
      mode,
    );
    expect(await axe(container)).toHaveNoViolations();
    await user.click(screen.getByRole('link', { name: 'kyoto-crafts' }));
    expect(screen.getByText('Store page')).toBeInTheDocument();
  });
});
