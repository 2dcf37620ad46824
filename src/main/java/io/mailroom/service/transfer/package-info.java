/**
 * Contacts in and out of files (docs/contacts.md, "Export"): the export of a query's or a
 * selection's contacts from the local copy to CSV, written streaming and moved into place whole.
 * No JavaFX: the desktop app and the command line both call it.
 */
package io.mailroom.service.transfer;
