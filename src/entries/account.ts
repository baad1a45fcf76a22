/**
 * `portico/account`: the account center (docs/account.md), an entry of its own. Login's entries
 * (`portico`, `portico/vanilla`) never import it, so a Login page bundles none of it.
 */
export { Account, importAccountLocale, type AccountProps } from '../widget/Account';
export { accountProducts } from '../products/accountProducts';
export { mountAccount, type MountAccountOptions } from '../widget/mount/mountAccount';
export type { AccountOptions, AccountSection } from '../flows/config';
export type { AccountCalls, AccountOverview, AccountSession, AccountConnection, StepUpCalls, StepUpResult, StepUpMethod } from '../client/accountTypes';
export { accountCallsOf } from '../client/account';
