/**
 * Customer feedback (SPEC §2): service, food quality, value for money and timeliness, each a bar
 * out of 5. The chart is hidden from screen readers; a visually hidden table has the figures.
 */
import type { Feedback as FeedbackData } from '@shared/schemas/analytics.js';
import { MessageSquareHeart } from 'lucide-react';
import { Bar, BarChart, CartesianGrid, LabelList, XAxis, YAxis } from 'recharts';
import { t } from '@/lib/i18n';
import { chartColours, chartFont } from './chart-theme';
import { formatRating } from './format';
import { Panel, PanelEmpty } from './panel';

const MAX_RATING = 5;

export function Feedback({ feedback, hasReviews }: { feedback: FeedbackData; hasReviews: boolean }) {
  const data = [
    { name: t('vendorAnalytics.feedback.service'), value: feedback.serviceRating },
    { name: t('vendorAnalytics.feedback.foodQuality'), value: feedback.foodQualityRating },
    { name: t('vendorAnalytics.feedback.value'), value: feedback.valueRating },
    { name: t('vendorAnalytics.feedback.timeliness'), value: feedback.timelinessRating },
  ].map((d) => ({ ...d, text: t('vendorAnalytics.feedback.score', { value: formatRating(d.value) }) }));
  return (
    <Panel
      testId="feedback"
      icon={<MessageSquareHeart aria-hidden="true" />}
      title={t('vendorAnalytics.feedback.title')}
      description={t('vendorAnalytics.feedback.description')}
    >
      {!hasReviews ? (
        <PanelEmpty>{t('vendorAnalytics.feedback.empty')}</PanelEmpty>
      ) : (
        <figure>
          <div aria-hidden="true" className="h-52 w-full">
            <BarChart
              responsive
              accessibilityLayer={false}
              layout="vertical"
              data={data}
              margin={{ top: 0, right: 56, bottom: 0, left: 0 }}
              barCategoryGap="28%"
              style={{ width: '100%', height: '100%' }}
            >
              <CartesianGrid horizontal={false} stroke={chartColours.grid} />
              <XAxis
                type="number"
                domain={[0, MAX_RATING]}
                ticks={[0, 1, 2, 3, 4, 5]}
                tickLine={false}
                axisLine={false}
                tick={chartFont}
              />
              <YAxis
                type="category"
                dataKey="name"
                width={120}
                tickLine={false}
                axisLine={false}
                tick={{ ...chartFont, fill: chartColours.text }}
              />
              <Bar
                dataKey="value"
                fill={chartColours.accent}
                radius={[0, 6, 6, 0]}
                maxBarSize={22}
              >
                <LabelList dataKey="text" position="right" fill={chartColours.text} fontSize={12} fontWeight={700} />
              </Bar>
            </BarChart>
          </div>
          <table className="sr-only">
            <caption>{t('vendorAnalytics.feedback.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('vendorAnalytics.feedback.col.aspect')}</th>
                <th scope="col">{t('vendorAnalytics.feedback.col.rating')}</th>
              </tr>
            </thead>
            <tbody>
              {data.map((d) => (
                <tr key={d.name}>
                  <th scope="row">{d.name}</th>
                  <td>{formatRating(d.value)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </figure>
      )}
    </Panel>
  );
}
