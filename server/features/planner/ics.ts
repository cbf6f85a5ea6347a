import ical, { ICalCalendarMethod, type ICalCalendar } from 'ical-generator';
import type { AssignmentDto, ScheduleItem } from '@common/schemas/planner';

/** The host part of every UID this app writes, so calendars can tell our events apart. */
const UID_DOMAIN = 'studypilot';
const PROD_ID = { company: 'StudyPilot', product: 'Study Planner', language: 'EN' };
const HOUR = 3_600_000;

/** An assignment as exported: an all-day due date is a date, a due time an instant. */
export interface IcsAssignment extends AssignmentDto {
  allDay: boolean;
}

/**
 * The calendar as text. RFC 5545 ends every content line with CRLF, the last one too; ical-generator
 * leaves it off the closing END:VCALENDAR, which strict importers reject.
 */
function icsText(cal: ICalCalendar): string {
  const text = cal.toString();
  return text.endsWith('\r\n') ? text : `${text}\r\n`;
}

function assignmentDetails(a: Pick<AssignmentDto, 'subject' | 'importance' | 'estimatedHours' | 'description'>): string {
  const head = `${a.subject} · ${a.importance} priority · ${a.estimatedHours} h estimated`;
  return a.description.trim() ? `${head}\n\n${a.description.trim()}` : head;
}

/**
 * The student's incomplete assignments as an iCalendar file (RFC 5545 through ical-generator:
 * CRLF lines, escaping, 75-octet folding): an all-day event on the due date, or an event at the
 * due time with no DTEND (RFC 5545 requires DTEND to be later than DTSTART; without one the event
 * is the instant itself).
 */
export function assignmentsCalendar(assignments: IcsAssignment[], now: Date): string {
  const cal = ical({ prodId: PROD_ID, name: 'StudyPilot assignments', method: ICalCalendarMethod.PUBLISH });
  for (const a of assignments) {
    const start = new Date(a.dueDate);
    cal.createEvent({
      id: `assignment-${a.id}@${UID_DOMAIN}`,
      stamp: now,
      start,
      end: a.allDay ? new Date(start.getTime() + 24 * HOUR) : null,
      allDay: a.allDay,
      summary: `Due: ${a.title}`,
      description: assignmentDetails(a),
      categories: [{ name: a.subject }],
    });
  }
  return icsText(cal);
}

/** A saved plan as an iCalendar file: one event per study block, start and end in UTC. */
export function planCalendar(plan: { id: string; title: string }, blocks: ScheduleItem[], now: Date): string {
  const cal = ical({ prodId: PROD_ID, name: plan.title, method: ICalCalendarMethod.PUBLISH });
  blocks.forEach((b, i) => {
    cal.createEvent({
      id: `plan-${plan.id}-${i + 1}@${UID_DOMAIN}`,
      stamp: now,
      start: new Date(b.start),
      end: new Date(b.end),
      summary: `Study: ${b.title}`,
      description: [`${b.subject} · ${b.importance} priority · ${b.duration} h`, b.tips ?? ''].filter(Boolean).join('\n\n'),
      categories: [{ name: b.subject }],
    });
  });
  return icsText(cal);
}
