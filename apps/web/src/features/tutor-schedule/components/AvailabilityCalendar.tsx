import type { DateSelectArg, DatesSetArg, EventClickArg } from '@fullcalendar/core';
import enGbLocale from '@fullcalendar/core/locales/en-gb';
import thLocale from '@fullcalendar/core/locales/th';
import interactionPlugin from '@fullcalendar/interaction';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { Box } from '@mantine/core';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Slot, TutorCalendar } from '../../tuition/api.ts';
import { fromWallClock, toWallClock } from '../../tuition/zoned-time.ts';
import { type CalendarItem, calendarEvents } from '../calendar-events.ts';

export interface InstantRange {
  from: string;
  till: string;
}

/**
 * The tutor's week in FullCalendar, drawn on the tutor's wall clock (the calendar runs in UTC and every time is
 * converted: see zoned-time.ts). Dragging over empty future time adds it; clicking free time asks to remove it.
 */
export function AvailabilityCalendar({
  calendar,
  timeZone,
  editable,
  onRangeChange,
  onAdd,
  onFreeClick,
  onBookedClick,
}: {
  calendar: TutorCalendar | undefined;
  timeZone: string;
  editable: boolean;
  onRangeChange: (range: InstantRange) => void;
  onAdd: (range: InstantRange) => void;
  onFreeClick: (slots: Slot[]) => void;
  onBookedClick: () => void;
}) {
  const { t, i18n } = useTranslation();
  const events = useMemo(
    () =>
      calendar
        ? calendarEvents(calendar, timeZone, {
            free: t('tuition.calendar.free'),
            booked: t('tuition.calendar.booked'),
            trial: t('tuition.trial.badge'),
          })
        : [],
    [calendar, timeZone, t],
  );
  // Fixed per time zone: a new `now` on every render would make FullCalendar recompute its dates and call
  // `datesSet` again, rendering the page again without end.
  const nowWall = useMemo(() => toWallClock(new Date(), timeZone), [timeZone]);
  const toInstants = (start: Date, end: Date): InstantRange => ({
    from: fromWallClock(start, timeZone).toISOString(),
    till: fromWallClock(end, timeZone).toISOString(),
  });

  const frame = useRef<HTMLDivElement>(null);
  // FullCalendar draws its previous/next arrows as `role=img` without a text alternative: the button's hint
  // (its title, "Previous week") names the button, the arrow is decoration. Its toolbar keeps these nodes between
  // renders, so marking them once each render is enough.
  useEffect(() => {
    for (const icon of frame.current?.querySelectorAll('.fc-button .fc-icon[role="img"]') ?? []) {
      icon.removeAttribute('role');
      icon.setAttribute('aria-hidden', 'true');
    }
  });

  return (
    <Box data-testid="availability-calendar" ref={frame}>
      <FullCalendar
        plugins={[timeGridPlugin, interactionPlugin]}
        initialView="timeGridWeek"
        timeZone="UTC"
        now={nowWall}
        locales={[enGbLocale, thLocale]}
        locale={i18n.resolvedLanguage === 'th' ? 'th' : 'en-gb'}
        firstDay={1}
        allDaySlot={false}
        slotDuration="00:30:00"
        snapDuration="00:30:00"
        scrollTime="08:00:00"
        nowIndicator
        height="auto"
        headerToolbar={{ left: 'prev,next today', center: 'title', right: '' }}
        events={events}
        selectable={editable}
        selectMirror
        selectOverlap={false}
        selectAllow={(span) => span.start.getTime() >= nowWall.getTime()}
        select={(info: DateSelectArg) => {
          info.view.calendar.unselect();
          onAdd(toInstants(info.start, info.end));
        }}
        eventClick={(info: EventClickArg) => {
          const item = info.event.extendedProps as CalendarItem;
          if (item.kind === 'free' && editable) onFreeClick(item.slots);
          if (item.kind === 'booked') onBookedClick();
        }}
        datesSet={(info: DatesSetArg) => onRangeChange(toInstants(info.start, info.end))}
      />
    </Box>
  );
}
