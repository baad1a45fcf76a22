import { useEffect } from 'react';
import { useWidget } from '../../../flows/WidgetContext';
import { holdInvitation, takeInvitationLink } from '../flows/invitationLink';

/**
 * Drawn while Main shows, drawing nothing: when the page is the mailed invitation's link, it takes
 * the token out of the address bar and opens the Invitation screen.
 */
export function InvitationLink() {
  const { dispatch } = useWidget();
  useEffect(() => {
    const token = takeInvitationLink();
    if (!token) return;
    holdInvitation(dispatch, token);
    dispatch({ type: 'transition', screen: 'Invitation' });
  }, [dispatch]);
  return null;
}
