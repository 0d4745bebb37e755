/** Spec: the Trending Topics card is static: four fixed hashtags (translated in the catalogues) with post counts. */
export const TRENDING_TOPICS = [
  { key: 'league', posts: 2_840 },
  { key: 'derby', posts: 1_925 },
  { key: 'nationalTeam', posts: 1_310 },
  { key: 'transfers', posts: 870 },
] as const;
