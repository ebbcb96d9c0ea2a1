/** What the operator's endpoints answer (GET /api/ready, GET /metrics, requests during shutdown; decision 0031). */
export const operations = {
  'operations.notReady': 'This instance is not ready to serve: {checks}',
  'operations.shuttingDown': 'This instance is shutting down; try again',
  'operations.metricsUnauthorized': 'Metrics need Authorization: Bearer with the METRICS_TOKEN',
  'operations.metricsTokenRequired': 'Metrics are off in production until METRICS_TOKEN is set',
} as const;
