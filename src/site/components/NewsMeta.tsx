/** Date, read time and author of a news item (the /news cards and the article page). */
import { formatLongDate } from '../../time';
import { Icon } from './Icon';

export function NewsMeta({ item }: { item: { date: string; readTime: string; author: string } }) {
  return (
    <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-700">
      <span className="inline-flex items-center gap-1.5">
        <Icon name="calendar" className="h-4 w-4" />
        <time dateTime={item.date}>{formatLongDate(item.date)}</time>
      </span>
      <span className="inline-flex items-center gap-1.5">
        <Icon name="clock" className="h-4 w-4" />
        {item.readTime}
      </span>
      <span className="inline-flex items-center gap-1.5">
        <Icon name="users" className="h-4 w-4" />
        {item.author}
      </span>
    </p>
  );
}
