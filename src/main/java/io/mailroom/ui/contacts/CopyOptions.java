package io.mailroom.ui.contacts;

import io.mailroom.ui.common.Debouncer;
import io.mailroom.ui.common.Settings;
import java.time.Clock;
import javafx.beans.value.ObservableValue;

/**
 * What the contacts screen needs for the whole list beyond the session: how old a copy may grow
 * before opening it refreshes it (a setting), the pause after typing before find runs, and the clock.
 */
record CopyOptions(ObservableValue<Settings.CopyRefresh> refresh, Debouncer findPause, Clock clock) {
}
