package io.mailroom.ui.common;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.UUID;
import java.util.prefs.Preferences;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** How a column layout is kept: read back as written, and a damaged entry costs only itself. */
class ColumnLayoutTest {

    private final Preferences node = Preferences.userRoot().node("mailroom-tests/" + UUID.randomUUID());

    @AfterEach
    void removeNode() throws Exception {
        node.removeNode();
        node.flush();
    }

    @Test
    void aLayoutReadsBackAsItWasWritten() {
        List<ColumnLayout.Column> layout = List.of(
                new ColumnLayout.Column("status", 120, true),
                new ColumnLayout.Column("emailAddress", 312.5, true),
                new ColumnLayout.Column("phoneNumber", 140, false));

        Settings.over(node).columns("table").set(layout);

        assertThat(Settings.over(node).columns("table").get()).isEqualTo(layout);
    }

    @Test
    void nothingRememberedIsAnEmptyLayout() {
        assertThat(Settings.over(node).columns("table").get()).isEmpty();
    }

    @Test
    void damagedEntriesAreSkippedAndTheRestKept() {
        node.node("table").put(ColumnLayout.KEY, "status:120.0:true;broken;email:wide:true;phone:140.0:maybe;tiny:2.0:true;"
                + "status:99.0:false;company:150.0:false");

        assertThat(Settings.over(node).columns("table").get()).containsExactly(
                new ColumnLayout.Column("status", 120, true),
                new ColumnLayout.Column("company", 150, false));
    }

    @Test
    void anIdThatCouldNotBeReadBackIsRefused() {
        assertThatThrownBy(() -> new ColumnLayout.Column("a;b", 100, true)).isInstanceOf(IllegalArgumentException.class);
    }
}
