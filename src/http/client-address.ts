/** Astro's clientAddress throws when the platform gave none (Netlify always gives context.ip); absent means "unknown". */
export const clientAddressOf = (context: { clientAddress: string }): string | undefined => {
  try {
    return context.clientAddress || undefined;
  } catch {
    return undefined;
  }
};
