// Public surface of the users bound to an account (settings/binduser) and their invitations.
export { createBoundUsers, type BoundUser, type InvitedUserType } from './boundUsers';
export { boundUserErrors } from './boundUserErrors';
export { accessText, insertInvitation, invitationMail } from './invitations';
