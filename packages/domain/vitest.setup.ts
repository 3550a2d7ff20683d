import { afterEach } from 'vitest';
import { failOnConsoleWarnings } from '../../scripts/consoleWarnings.ts';

// A warning fails its test: Node's (a listener leak, a deprecation) or a library's on the console
// (docs/architecture/web-app.md, "What the tests watch").
failOnConsoleWarnings(afterEach);
