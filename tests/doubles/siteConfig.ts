// Test double for @generated/docusaurus.config: the emulator configuration.
import {firebaseConfigFromEnv} from '../../plugins/firebase-config';

export default {title: 'PyDocs - Comprehensive Python Documentation', customFields: {firebase: firebaseConfigFromEnv({})}};
