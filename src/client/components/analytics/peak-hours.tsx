/**
 * Top 6 peak hours (SPEC §2, §9): clock times in valley time with their order counts, as bars
 * relative to the first (the busiest). The chart is hidden from screen readers; a visually hidden
 * table carries the same figures.
 */
import type { PeakHour } from '@shared/schemas/analytics.js';
import { Clock } from 'lucide-react';
import { Bar, BarChart, Cell, LabelList, XAxis, YAxis } from 'recharts';
import { t } from '@/lib/i18n';
import { chartColours, chartFont } from './chart-theme';
import { formatHour } from './format';
import { Panel, PanelEmpty } from './panel';

export function PeakHours({ hours, days }: { hours: PeakHour[]; days: number }) {
  const data = hours.map((h) => ({ label: formatHour(h.hour), orders: h.orderCount }));
  const top = data[0]?.orders ?? 0;
  return (
    <Panel
      testId="peak-hours"
      icon={<Clock aria-hidden="true" />}
      title={t('vendorAnalytics.peak.title')}
      description={t('vendorAnalytics.peak.description')}
    >
      {data.length === 0 ? (
        <PanelEmpty>{t('vendorAnalytics.peak.empty', { days })}</PanelEmpty>
      ) : (
        <figure>
          <div aria-hidden="true" className="h-56 w-full">
            <BarChart
              responsive
              accessibilityLayer={false}
              data={data}
              margin={{ top: 24, right: 4, bottom: 0, left: 4 }}
              style={{ width: '100%', height: '100%' }}
            >
              <XAxis
                dataKey="label"
                tickLine={false}
                axisLine={{ stroke: chartColours.grid }}
                tick={chartFont}
                interval={0}
              />
              <YAxis hide domain={[0, top]} allowDecimals={false} />
              <Bar dataKey="orders" radius={[6, 6, 0, 0]} maxBarSize={56}>
                {data.map((d, i) => (
                  <Cell key={d.label} fill={i === 0 ? chartColours.primary : chartColours.primarySoft} />
                ))}
                <LabelList dataKey="orders" position="top" fill={chartColours.text} fontSize={12} fontWeight={700} />
              </Bar>
            </BarChart>
          </div>
          <table className="sr-only">
            <caption>{t('vendorAnalytics.peak.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('vendorAnalytics.peak.col.hour')}</th>
                <th scope="col">{t('vendorAnalytics.peak.col.orders')}</th>
              </tr>
            </thead>
            <tbody>
              {data.map((d) => (
                <tr key={d.label}>
                  <th scope="row">{d.label}</th>
                  <td>{d.orders}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </figure>
      )}
    </Panel>
  );
}
