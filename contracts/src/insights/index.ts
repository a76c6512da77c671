export * from './insights-summary.schema.js';
export { wholePercent } from './percent.js';
export { STAY_WINDOW, summariseStay, type StayDates, type StaySummary } from './stay-nights.js';
export {
  isCountedInInsights,
  summariseInsights,
  type InsightsProfile,
} from './summarise-insights.js';
export * from './insights-table.js';
export * from './insights-csv.js';
