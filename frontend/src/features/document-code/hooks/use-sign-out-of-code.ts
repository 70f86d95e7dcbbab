import { useNavigate } from 'react-router-dom';
import { showToast } from '@/components/ui/toaster';
import { paths } from '@/config/paths';
import { forgetHeldCode } from '@/lib/storage';
import { useDocumentData } from '@/stores/document-data';
import { HELD_CODE_SCREEN_STRINGS as HELD_CODE_STRINGS } from '../held-code-strings';

/**
 * 'Sign out of this code' (issue 24): the only way a browser lets go of a held code. It forgets the code and what leads
 * back to it (lib/storage `forgetHeldCode`) and the order draft, says so, and opens the home page, where prices are
 * in dollars again. Nothing changes on the server: the code keeps its credits for the next time it is entered.
 */
export function useSignOutOfCode() {
  const navigate = useNavigate();
  const { resetDocumentData } = useDocumentData();
  return () => {
    forgetHeldCode();
    resetDocumentData();
    showToast(HELD_CODE_STRINGS.signedOutTitle, HELD_CODE_STRINGS.signedOutDescription, 'info');
    navigate(paths.home.getHref());
  };
}
