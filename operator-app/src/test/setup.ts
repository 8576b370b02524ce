import { setUpPageTests } from 'shared-api/testing';
import { resetToasts } from 'shared-ui';
import { API, server } from './server';

setUpPageTests(server, API, { afterEachTest: resetToasts });
