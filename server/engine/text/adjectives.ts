/** Superlative adjectives that name a measure and a direction (the hottest day). */
export const ADJECTIVES: Record<string, { concept: string[]; order: 'asc' | 'desc' }> = {
  hottest: { concept: ['temp', 'max'], order: 'desc' },
  warmest: { concept: ['temp', 'max'], order: 'desc' },
  coldest: { concept: ['temp', 'min'], order: 'asc' },
  coolest: { concept: ['temp', 'min'], order: 'asc' },
  wettest: { concept: ['precipitation'], order: 'desc' },
  rainiest: { concept: ['precipitation'], order: 'desc' },
  driest: { concept: ['precipitation'], order: 'asc' },
  windiest: { concept: ['wind'], order: 'desc' },
  heaviest: { concept: ['weight'], order: 'desc' },
  lightest: { concept: ['weight'], order: 'asc' },
  longest: { concept: ['distance'], order: 'desc' },
  shortest: { concept: ['distance'], order: 'asc' },
  'most expensive': { concept: ['price'], order: 'desc' },
  cheapest: { concept: ['price'], order: 'asc' },
  'most profitable': { concept: ['profit'], order: 'desc' },
  'least profitable': { concept: ['profit'], order: 'asc' },
  'most populous': { concept: ['pop'], order: 'desc' },
  'most powerful': { concept: ['horsepower'], order: 'desc' },
  'most delayed': { concept: ['delay'], order: 'desc' },
}

/** Comparatives that name a measure: "longer than 2000" is distance > 2000. */
export const COMPARATIVES: Record<string, { concept: string[]; op: '>' | '<' }> = {
  longer: { concept: ['distance'], op: '>' },
  shorter: { concept: ['distance'], op: '<' },
  farther: { concept: ['distance'], op: '>' },
  heavier: { concept: ['weight'], op: '>' },
  lighter: { concept: ['weight'], op: '<' },
  hotter: { concept: ['temp', 'max'], op: '>' },
  warmer: { concept: ['temp', 'max'], op: '>' },
  colder: { concept: ['temp', 'min'], op: '<' },
  cooler: { concept: ['temp', 'min'], op: '<' },
  windier: { concept: ['wind'], op: '>' },
  later: { concept: ['delay'], op: '>' },
  pricier: { concept: ['price'], op: '>' },
  cheaper: { concept: ['price'], op: '<' },
}
