/**
 * The account center (docs/account.md): not a product a Login config names, but a widget of its own
 * whose screens the router knows. AccountPassword is the passwords slice's (its strength rules).
 */
export const accountSlice = {
  id: 'account',
  screens: ['Account', 'AccountProfile', 'AccountEmail', 'AccountConnections', 'AccountSessions', 'AccountDelete'],
} as const;
