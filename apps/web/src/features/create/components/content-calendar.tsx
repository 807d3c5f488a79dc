import type { EventClickArg, EventContentArg, EventDropArg, ViewApi } from '@fullcalendar/core';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin from '@fullcalendar/interaction';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import type { Answer } from '@inroad/contracts/create';
import { ActionIcon, Anchor, Button, Group, Text, Title } from '@mantine/core';
import { useMemo, useRef, useState } from 'react';
import { IconChevronLeft, IconChevronRight } from '../../../components/icons.tsx';
import { capitalize, pluralize } from '../../../lib/format.ts';
import {
  type CalendarPost,
  calendarPosts,
  droppedAt,
  isMovable,
  type PublishedAt,
  wallClockNow,
  weekOpeningSlot,
} from '../calendar-events.ts';
import { refuseMove, useMoveDropped } from '../hooks/use-move-dropped.ts';
import classes from './content-calendar.module.css';
import { RescheduleDialog } from './reschedule-dialog.tsx';

export type CalendarView = 'week' | 'month';

/** Scrolls the box so that the slot of `time` is the first under the week's sticky day headers. */
function scrollToHour(box: Element | null, time: string) {
  const slot = box?.querySelector(`.fc-timegrid-slot[data-time="${time}"]`);
  if (!box || !slot) return;
  const header = box.querySelector('.fc-scrollgrid-section-header')?.getBoundingClientRect().height ?? 0;
  box.scrollTop += slot.getBoundingClientRect().top - box.getBoundingClientRect().top - header;
}

const VIEWS: Record<CalendarView, string> = { week: 'timeGridWeek', month: 'dayGridMonth' };

/** Opens a week's hours at its earliest post, or at 08:00 (calendar-events.ts); a month has no hours to scroll. */
function openWeek(box: Element | null, view: ViewApi, events: readonly CalendarPost[]) {
  if (view.type !== VIEWS.week) return;
  // The calendar runs in UTC: its days start at UTC midnight (calendar-events.ts).
  const day = (date: Date) => date.toISOString().slice(0, 10);
  scrollToHour(box, weekOpeningSlot(events, day(view.activeStart), day(view.activeEnd)));
}

interface ContentCalendarProps {
  posts: readonly Answer[];
  view: CalendarView;
  timeZone: string;
  /** The posts' publications, by post id: a published ASAP post sits at the time it went out. */
  published: PublishedAt;
  /** Opens Edit Post for the post with this id. */
  onEdit: (postId: number) => void;
  /** Shows the queue as the table, which lists the posts the calendar cannot place. */
  onShowTable: () => void;
}

/**
 * Above the calendar: how many posts it cannot show, those without a time (ASAP, not yet out, and drafts), and the
 * way to the table that lists them. Nothing when every post is on the calendar.
 */
function OffCalendarNote({ count, onShowTable }: { count: number; onShowTable: () => void }) {
  if (count === 0) return null;
  return (
    <Text size="sm" c="dimmed" px="md" pt="md">
      Not on the calendar: {pluralize(count, 'post')} without a time (as soon as possible, or a draft).{' '}
      <Anchor component="button" type="button" size="sm" onClick={onShowTable}>
        Show the table
      </Anchor>
    </Text>
  );
}

function EventText({ arg }: { arg: EventContentArg }) {
  const status = String(arg.event.extendedProps.status);
  return (
    <div className={classes.eventText} data-answer-id={String(arg.event.extendedProps.answerId)}>
      <b>{arg.timeText}</b> {capitalize(status)}: {arg.event.title}
    </div>
  );
}

/**
 * The queue's posts with a time, on a week or month calendar on the user's own clock. A scheduled post is dragged
 * to another time to move it (not into the past); a click opens Edit Post.
 */
export function ContentCalendar({ posts, view, timeZone, published, onEdit, onShowTable }: ContentCalendarProps) {
  const calendar = useRef<FullCalendar>(null);
  const hoursBox = useRef<HTMLDivElement>(null);
  const [title, setTitle] = useState('');
  const moveDropped = useMoveDropped(timeZone);
  const events = useMemo(() => calendarPosts(posts, timeZone, published), [posts, timeZone, published]);
  const now = wallClockNow(timeZone);
  const api = () => calendar.current?.getApi();
  const [moving, setMoving] = useState<number | null>(null);
  const movingPost = posts.find((post) => post.id === moving);

  const onDrop = (drop: EventDropArg) => {
    const answerId = Number(drop.event.extendedProps.answerId);
    const target = drop.event.start ? droppedAt(drop.event.start, timeZone) : null;
    if (!target?.ok) {
      drop.revert();
      refuseMove(target?.message ?? 'That time could not be read');
      return;
    }
    moveDropped({ answerId, scheduledTime: target.scheduledTime, revert: drop.revert });
  };

  const onClick = (click: EventClickArg) => {
    click.jsEvent.preventDefault();
    const post = posts.find((p) => p.id === Number(click.event.extendedProps.answerId));
    if (!post) return;
    // From the keyboard (Enter or Space on the focused event) a scheduled post opens Reschedule: the mouse drags.
    if (click.jsEvent instanceof KeyboardEvent && isMovable(post, published)) setMoving(post.id);
    else onEdit(post.id);
  };

  return (
    <section aria-label={`Content calendar, ${view} view`} className={classes.calendar}>
      <OffCalendarNote count={posts.length - events.length} onShowTable={onShowTable} />
      <Group justify="space-between" p="md" wrap="nowrap">
        <Group gap="xs" wrap="nowrap">
          <ActionIcon variant="default" aria-label={`Previous ${view}`} onClick={() => api()?.prev()}>
            <IconChevronLeft size={16} aria-hidden />
          </ActionIcon>
          <ActionIcon variant="default" aria-label={`Next ${view}`} onClick={() => api()?.next()}>
            <IconChevronRight size={16} aria-hidden />
          </ActionIcon>
          <Button variant="default" size="xs" onClick={() => api()?.today()}>
            Today
          </Button>
        </Group>
        <Title order={2} size="h4" aria-live="polite">
          {title}
        </Title>
        <Text size="xs" c="dimmed">
          Times in {timeZone}
        </Text>
      </Group>
      <div
        key={view}
        ref={hoursBox}
        {...(view === 'week'
          ? {
              // A week's hours scroll in this box, not in FullCalendar's own scroller: that one sits inside the
              // grid's rows, where a focusable element breaks the table's roles. The box takes the focus, so the
              // keyboard scrolls the hours of a week with no post in them to tab to. 'fc-scroller' lets a drag
              // near its edge scroll it, as FullCalendar does its own.
              className: `${classes.weekHours} fc-scroller`,
              tabIndex: 0,
              role: 'region',
              'aria-label': 'Hours of the week',
            }
          : {})}
      >
        <FullCalendar
          ref={calendar}
          plugins={[dayGridPlugin, timeGridPlugin, interactionPlugin]}
          initialView={VIEWS[view]}
          // The events carry the user's wall-clock times; see calendar-events.ts.
          timeZone="UTC"
          now={now}
          nowIndicator
          headerToolbar={false}
          firstDay={1}
          // Both grow to fit; a week's day scrolls in the box around it, opened at 08:00 or its earliest post.
          height="auto"
          slotDuration="00:30:00"
          allDaySlot={false}
          eventTimeFormat={{ hour: 'numeric', minute: '2-digit', meridiem: 'short' }}
          // A post goes out at an instant: its block's end is only where the block stops (calendar-events.ts).
          displayEventEnd={false}
          dayMaxEvents={4}
          events={events}
          editable
          eventDurationEditable={false}
          eventStartEditable
          eventDrop={onDrop}
          eventClick={onClick}
          eventContent={(arg) => <EventText arg={arg} />}
          eventDidMount={(mounted) => {
            const status = String(mounted.event.extendedProps.status);
            mounted.el.title = `${capitalize(status)}: ${mounted.event.title}`;
            // Dragging needs a mouse: FullCalendar makes each event focusable and hands Enter or Space to eventClick,
            // which moves a scheduled post by its date and time, or edits one already out.
            mounted.el.setAttribute('role', 'button');
            mounted.el.setAttribute(
              'aria-label',
              // The visible text, in its order, after what the key does: a name that contains what is on screen.
              `${status === 'scheduled' ? 'Reschedule' : 'Edit'} post: ${mounted.timeText} ${capitalize(status)}: ${mounted.event.title}`,
            );
            // A month's day cell is named by its date alone, which leaves out the posts shown in it; named by its
            // content instead, what a screen reader says matches what is on screen.
            mounted.el.closest('td.fc-daygrid-day')?.removeAttribute('aria-labelledby');
          }}
          datesSet={(dates) => {
            setTitle(dates.view.title);
            // Another week: opened at its own earliest post.
            openWeek(hoursBox.current, dates.view, events);
          }}
          // The box's ref is not set yet when FullCalendar mounts the view: found from the view's element.
          viewDidMount={({ el, view: shown }) => openWeek(el.closest(`.${classes.weekHours}`), shown, events)}
        />
      </div>
      {movingPost && (
        <RescheduleDialog
          post={movingPost}
          timeZone={timeZone}
          onClose={() => setMoving(null)}
          onEdit={() => {
            setMoving(null);
            onEdit(movingPost.id);
          }}
        />
      )}
    </section>
  );
}
