// Adds one navbar item type, `custom-authMenu` (the Login link or the signed-in user's menu),
// without ejecting the Navbar: see docusaurus.io's own website for the pattern.
import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import {AuthMenu} from '@site/src/features/auth';

export default {
  ...ComponentTypes,
  'custom-authMenu': AuthMenu,
};
