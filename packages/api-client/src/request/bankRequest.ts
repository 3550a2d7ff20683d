import type { AxiosError, AxiosInstance, AxiosRequestConfig } from 'axios';
import type { BankClients } from '../clients/createBankClients';
import {
  generatedResponseSchemas,
  validateResponse,
  wasValidated,
} from '../validation/validateResponse';
import { resolveBaseUrl, type BankBaseUrls } from '../config/bankClientsConfig';
import { apiOfPath } from './apiOfPath';

/** Per-call options of the generated request functions: axios options and, optionally, clients. */
export interface BankRequestOptions extends AxiosRequestConfig {
  /** The client to use for this call instead of the bound one. */
  client?: AxiosInstance;
  /**
   * Clients to use for this call instead of the bound ones (the one of the call's API is
   * picked), e.g. for a script acting for several users at once.
   */
  clients?: BankClients;
}

interface Binding {
  /** The main client, once the clients are made. */
  bank?: AxiosInstance;
  /** The six clients, once made, when they were bound as six. */
  clients?: BankClients;
  /** The client of the API a path belongs to; a promise while the clients are still to be made. */
  clientFor(url: string): AxiosInstance | Promise<AxiosInstance>;
  /** The URL a call to `path` goes to. */
  urlOf(path: string): string;
}

let binding: Binding | undefined;

function madeBinding(bank: AxiosInstance, clients?: BankClients): Binding {
  const clientFor = clients ? (url: string) => clients[apiOfPath(url)] : () => bank;
  return { bank, clients, clientFor, urlOf: (path) => clientFor(path).getUri({ url: path }) };
}

/**
 * Binds one client that every generated request function and hook uses by default
 * (createBankClients' `bank`). Returns the previously bound main client, so tests can restore it.
 */
export function bindBankClient(client: AxiosInstance | undefined): AxiosInstance | undefined {
  const previous = binding?.bank;
  binding = client && madeBinding(client);
  return previous;
}

/**
 * Binds all six clients: each generated call goes through the client of the API it belongs to
 * (OTP, captcha and postal-code routes through theirs, the rest through `bank`), so it gets that
 * client's base URL and headers. Returns the clients bound before, if they were bound this way.
 */
export function bindBankClients(clients: BankClients | undefined): BankClients | undefined {
  const previous = binding?.clients;
  binding = clients && madeBinding(clients.bank, clients);
  return previous;
}

/** The six clients to be made on the first call, and where they will send it until then. */
export interface BankClientsOnFirstCall {
  baseUrls: BankBaseUrls;
  /** Picks the extract base URL when `baseUrls.extract` is given per environment. */
  environment?: string;
  /** Makes the clients, e.g. `import()` of a module calling createBankClients. */
  make(): Promise<BankClients>;
}

/**
 * Binds the six clients like bindBankClients, made when the first call needs them: a screen then
 * draws before the HTTP client (axios) and the interceptors have loaded, and they load with the
 * first request (docs/decisions/0012-http-client-on-first-call.md). boundUrlOf answers from the
 * base URLs meanwhile; a failed `make` is tried again by the next call.
 */
export function bindBankClientsOnFirstCall({
  baseUrls,
  environment,
  make,
}: BankClientsOnFirstCall): void {
  let made: Promise<BankClients> | undefined;
  const baseUrlOf = (api: keyof BankClients) =>
    api === 'extract' ? resolveBaseUrl(baseUrls.extract, environment) : baseUrls[api];
  binding = {
    clientFor: async (url) => {
      made ??= make().catch((error: unknown) => {
        made = undefined;
        throw error;
      });
      return (await made)[apiOfPath(url)];
    },
    // As axios joins a base URL and a path (getUri), so the address is the same before and after.
    urlOf: (path) =>
      `${baseUrlOf(apiOfPath(path)).replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`,
  };
}

/**
 * The URL a call to `path` goes to on the bound clients, for what fetches it by itself (the
 * captcha widget asks for its challenge).
 */
export function boundUrlOf(path: string): string {
  if (!binding) throw new Error('No bank client: call bindBankClients(createBankClients(config))');
  return binding.urlOf(path);
}

/**
 * orval's mutator: every generated call goes through a client made by createBankClients, so it
 * gets the auth headers, the transaction hash and the SPEC §8 error handling. Its answer is
 * parsed with the generated zod schema: by the client's own validator, or here when the client
 * has none (one not made by createBankClients).
 */
export async function bankRequest<T>(
  config: AxiosRequestConfig,
  options?: BankRequestOptions,
): Promise<T> {
  const { client: chosen, clients, ...rest } = options ?? {};
  const url = config.url ?? '';
  const client = chosen ?? (clients ? clients[apiOfPath(url)] : await binding?.clientFor(url));
  if (!client) {
    throw new Error(
      'No bank client: call bindBankClients(createBankClients(config)) or pass { client }',
    );
  }
  const response = await client.request<T>({
    ...config,
    ...rest,
    headers: { ...config.headers, ...rest.headers },
  });
  if (wasValidated(response)) return response.data;
  return (await validateResponse(client, generatedResponseSchemas)(response)).data as T;
}

/** The error type of the generated hooks: what the clients reject with. */
export type ErrorType<E> = AxiosError<E>;
/** The body type of the generated request functions. */
export type BodyType<B> = B;
