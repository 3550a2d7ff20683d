import { afterEach, describe, expect, it } from 'vitest';
import {
  announceLandingChunks,
  chunksFor,
  LANDING_CHUNKS_ID,
  type LandingChunks,
} from './landingChunks';

const chunks: LandingChunks = {
  signIn: ['/assets/SignInPage.js', '/assets/forms.js'],
  bank: ['/assets/bankRoutes.js', '/assets/BankLayout.js'],
  home: ['/assets/HomePage.js'],
};

describe('chunksFor', () => {
  it('gives sign-in its screen, and every address outside the bank too', () => {
    for (const hash of ['', '#', '#/', '#/status', '#/ajuda/pix', '#/banking', '#/logout']) {
      expect(chunksFor(hash, chunks), hash).toEqual(chunks.signIn);
    }
  });

  it('gives home the bank frame and its screen', () => {
    for (const hash of ['#/bank', '#/bank/', '#/bank/home', '#/bank/home/', '#/bank/home?x=1']) {
      expect(chunksFor(hash, chunks), hash).toEqual([...chunks.bank, ...chunks.home]);
    }
  });

  it("gives the bank's other screens the frame alone: the router fetches each screen", () => {
    for (const hash of ['#/bank/pix', '#/bank/statement/2026-11', '#/bank/homework']) {
      expect(chunksFor(hash, chunks), hash).toEqual(chunks.bank);
    }
  });
});

describe('announceLandingChunks', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  const preloaded = () =>
    [...document.head.querySelectorAll<HTMLLinkElement>('link')].map((link) => ({
      rel: link.rel,
      crossorigin: link.getAttribute('crossorigin'),
      href: link.getAttribute('href'),
    }));

  it("announces the address's chunks as module preloads, read from index.html's data block", () => {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = LANDING_CHUNKS_ID;
    block.textContent = JSON.stringify(chunks);
    document.head.append(block);

    announceLandingChunks(document, '#/bank/home');

    expect(preloaded()).toEqual(
      ['/assets/bankRoutes.js', '/assets/BankLayout.js', '/assets/HomePage.js'].map((href) => ({
        rel: 'modulepreload',
        crossorigin: '',
        href,
      })),
    );
  });

  it('announces nothing on a page without the lists (the dev server)', () => {
    announceLandingChunks(document, '#/');
    expect(preloaded()).toEqual([]);
  });
});
