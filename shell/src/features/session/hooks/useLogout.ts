import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { logout, useAppDispatch } from 'shared-api';

/**
 * Spec: logout signs out and goes to the home page. The navigation comes first and the session is
 * cleared once the home page is showing; cleared first, the guard of the page being left (e.g.
 * /profile) would redirect to a sign-in page before the navigation lands. Use it in a component
 * that stays mounted across pages (the header), not in a menu item that closes.
 */
export function useLogout(): () => void {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [signingOut, setSigningOut] = useState(false);

  useEffect(() => {
    if (signingOut && pathname === '/') {
      dispatch(logout());
      setSigningOut(false);
    }
  }, [signingOut, pathname, dispatch]);

  return useCallback(() => {
    setSigningOut(true);
    navigate('/');
  }, [navigate]);
}
