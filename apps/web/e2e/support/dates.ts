/** Today in Berlin as the export dialog's TT.MM.JJJJ. */
export const germanToday = () => {
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' })
    .format(new Date())
    .split('-');
  return `${day}.${month}.${year}`;
};
