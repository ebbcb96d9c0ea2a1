/** One Server-Sent Event as the tests read it: its name and its JSON data. */
export interface SseEvent<D = unknown> {
  event: string;
  data: D;
}

/**
 * The events a stream's text completes so far (an event ends at a blank line; comments and retry
 * hints carry no `event:` and `data:` and are skipped), and the text left for the next chunk.
 * One home for the parsing of the SSE readers in the API and operations tests.
 */
export function takeSseEvents<D = unknown>(buffer: string): { events: SseEvent<D>[]; rest: string } {
  const events: SseEvent<D>[] = [];
  let rest = buffer;
  for (let idx = rest.indexOf('\n\n'); idx >= 0; idx = rest.indexOf('\n\n')) {
    const chunk = rest.slice(0, idx);
    rest = rest.slice(idx + 2);
    const event = /^event: (.*)$/m.exec(chunk)?.[1];
    const data = /^data: (.*)$/m.exec(chunk)?.[1];
    if (event && data) events.push({ event, data: JSON.parse(data) as D });
  }
  return { events, rest };
}
