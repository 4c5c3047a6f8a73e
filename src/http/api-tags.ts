/** The groups the OpenAPI document files its operations under, in the order a reader meets them. */
export const API_TAGS = [
  { name: 'Schedule', description: 'The Harmonized Tariff Schedule: lines, the live release, chapter 99 additional-duty headings' },
  { name: 'Estimate', description: 'Duty on one shipment: a number with its arithmetic, or dutyUsd null with the reason' },
  { name: 'Reference', description: 'Countries (Schedule C), districts and ports (Schedule D), Federal Register notices, 19 CFR citations' },
  { name: 'History', description: 'Field-level changes between the archived HTS revisions, and how far back the archive reaches' },
  { name: 'Service', description: 'Health, sources, plans, versions and the caller\'s own budget' },
] as const;

export type ApiTag = (typeof API_TAGS)[number]['name'];
