// The interbank world (DICT and SPI) behind adapters, and the Pix participant list.
export type {
  AccountType,
  BoletoRegistry,
  BoletoRejection,
  BoletoSettlement,
  RegisteredBoleto,
  ChargeLocations,
  Dict,
  DueChargePayload,
  DictEntry,
  Interbank,
  ImmediateChargePayload,
  IssuedCharge,
  PixChargePayload,
  SimulatedPayee,
  SimulatorControls,
  Spi,
  SpiOrder,
  SpiOutcome,
  SpiRejection,
} from './adapters';
export {
  IPE_PARTICIPANT,
  loadParticipants,
  type Participant,
  type ParticipantList,
} from './participants';
export {
  SIMULATED_HOLDERS,
  createInterbankSimulator,
  type InterbankSimulator,
  type SimulatedHolder,
  type SimulatorOptions,
} from './simulator';
