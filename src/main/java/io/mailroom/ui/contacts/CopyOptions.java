package io.mailroom.ui.contacts;

import io.mailroom.ui.common.Settings;
import java.time.Clock;
import javafx.beans.value.ObservableValue;

/**
 * What the contacts screen needs for the whole list beyond the session: how old a copy may grow
 * before opening it refreshes it (a setting), and the clock.
 */
record CopyOptions(ObservableValue<Settings.CopyRefresh> refresh, Clock clock) {
}
