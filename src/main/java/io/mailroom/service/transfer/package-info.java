/**
 * Contacts in and out of an application as files: the export of a query's or a selection's
 * contacts from the local copy to CSV, written streaming and moved into place whole
 * (docs/contacts.md, "Export"); the import's reading, column mapping and preview against the
 * local copy (docs/import.md). No JavaFX: the desktop app and the command line both call it.
 */
package io.mailroom.service.transfer;
