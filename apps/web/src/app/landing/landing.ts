// An entry of its own, which index.html runs as soon as it arrives (an async module script
// importing nothing): the landing screen's chunks are asked for beside the startup chunk, before
// the app's code has run (apps/web/vite.config.ts, `preloadLandingChunks`).
import { announceLandingChunks } from './landingChunks';

announceLandingChunks(document, location.hash);
