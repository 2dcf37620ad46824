/**
 * Getting contacts in and out of an application as files (docs/import.md): the import's reading,
 * column mapping and preview against the local copy. No JavaFX: the desktop's wizard and the
 * command line both call it.
 */
package io.mailroom.service.transfer;
