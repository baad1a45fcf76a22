/** True for a sign-in answer that started no session: a second factor must finish it (SPEC §4). */
export const needsSecondFactor = (answer: unknown): boolean =>
  typeof answer === 'object' && answer !== null && !(answer as { session?: unknown }).session;
