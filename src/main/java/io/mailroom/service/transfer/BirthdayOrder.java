package io.mailroom.service.transfer;

/**
 * In which order a file writes the day and the month of its birthdays. Day first is the save
 * dialog's order (DD/MM); some tools write month first (Mailchimp's birthday field is MM/DD), and a
 * column is read so when its own values show it (docs/import.md, "Values").
 */
public enum BirthdayOrder {
    DAY_FIRST,
    MONTH_FIRST
}
