/** Every gamer zone query key comes from here (deal lists use the deals feature's keys, composed by the routes). */
export const gamerZoneKeys = {
  all: ['gamer-zone'] as const,
  lowestConsolePrices: () => [...gamerZoneKeys.all, 'lowest-console-prices'] as const,
};
