// Adds one navbar item type, `custom-authMenu` (the Login link or the signed-in user's menu),
// without ejecting the Navbar: see docusaurus.io's own website for the pattern.
import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
// The file, not the feature's index, so the sign-in form stays out of the main bundle (see Root).
import {AuthMenu} from '@site/src/features/auth/AuthMenu';

export default {
  ...ComponentTypes,
  'custom-authMenu': AuthMenu,
};
