/**
 * The local copy of each application's contacts (docs/local-copy.md): an SQLite database per
 * profile, filled by sweeps of the service's pages, updated at once by Mailroom's own changes,
 * and queried for find, filters, sort, segments and charts across every contact. A cache of the
 * service, never a second source of truth.
 */
package io.mailroom.service.localcopy;
