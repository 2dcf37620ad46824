/**
 * What every screen shares: running work off the UI thread, the one mapping from a failure to
 * words for a person, the one dialog service, icons and remembered UI state.
 */
package io.mailroom.ui.common;
