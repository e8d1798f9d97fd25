import { graphql } from 'react-relay/hooks';
import { useMutationPromise } from '../../../platform/relay/hooks';
import type { AddCalendarEventMutation } from './__generated__/AddCalendarEventMutation.graphql';

/** spec 1 §2.5 Calendar: Add Event, recorded on the log. */
export function useAddCalendarEvent() {
  return useMutationPromise<AddCalendarEventMutation>(graphql`
    mutation AddCalendarEventMutation($event: CalendarEventInput!) {
      addCalendarEvent(event: $event) {
        id
        eventId
      }
    }
  `);
}
