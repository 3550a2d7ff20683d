// Runs once, off the main thread (warmUpIntl.ts): the first formatter a browser's process builds
// pays for ICU's start; a worker shares that process, so the page's own formatters then come
// ready. The bank's own formatters, so the locales and options warmed are the ones it shows.
import { formatBrl, formatSaoPauloDateTime } from '@ipe/domain';

formatBrl(0);
formatSaoPauloDateTime(new Date(0));
self.close();
