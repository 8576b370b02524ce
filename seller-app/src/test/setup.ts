import { File as NodeFile } from 'node:buffer';
import { setUpPageTests } from 'shared-api/testing';
import { resetToasts } from 'shared-ui';
import { API, server } from './server';

// jsdom's File is not a Blob to Node's FormData/URL (which jest-fixed-jsdom installs): use Node's.
globalThis.File = NodeFile as unknown as typeof File;

setUpPageTests(server, API, { afterEachTest: resetToasts });
