import { changeAddressRequest, changeNameRequest } from '@ipe/domain';
import { z } from 'zod';

/** POST …/changename: @ipe/domain's request, which the web's form validates with too. */
export const changeNameBody = z.object(changeNameRequest.shape).meta({ id: 'ChangeNameRequest' });

/** POST …/changeaddress: the billing_address_* fields of SPEC §3, each validated. */
export const changeAddressBody = z
  .object(changeAddressRequest.shape)
  .meta({ id: 'ChangeAddressRequest' });
