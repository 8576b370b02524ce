/**
 * Every namespace of the operator app has the same keys in its four languages, and each plural key has
 * exactly the forms its language's plural rules name (shared-ui/testing's check).
 */
import path from 'node:path';
import { describeLocaleCatalogues } from 'shared-ui/testing';

describeLocaleCatalogues(path.join(__dirname, '..'));
