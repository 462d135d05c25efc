// How often an alert writes, apart from the alert's checks (alert-input.ts): the "manage my alerts"
// page offers the choice without loading those checks and the language list behind them.
export const ALERT_FREQUENCIES = ['instant', 'daily', 'weekly'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];
