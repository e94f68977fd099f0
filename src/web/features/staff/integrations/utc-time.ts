/** Times on the integrations screen, in UTC so the server render and the browser agree. */
const dateTime = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
})

export const utcTime = (date: Date) => `${dateTime.format(date)} UTC`
