package io.mailroom.service;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;

class DataDirectoryTest {

    private static final Path HOME = Path.of("/home/ada");

    @Test
    void theEnvironmentVariableWinsOnEverySystem() {
        Map<String, String> env = Map.of("MAILROOM_DATA_DIR", "/srv/mailroom-data", "XDG_DATA_HOME", "/xdg", "LOCALAPPDATA", "C:\\Local");
        for (String os : new String[] {"Linux", "Mac OS X", "Windows 11"}) {
            assertThat(DataDirectory.resolve(env, os, HOME)).as(os).isEqualTo(Path.of("/srv/mailroom-data"));
        }
    }

    @Test
    void linuxFollowsXdgElseLocalShare() {
        assertThat(DataDirectory.resolve(Map.of("XDG_DATA_HOME", "/data/ada"), "Linux", HOME)).isEqualTo(Path.of("/data/ada/mailroom"));
        assertThat(DataDirectory.resolve(Map.of(), "Linux", HOME)).isEqualTo(HOME.resolve(".local/share/mailroom"));
        // A relative XDG_DATA_HOME is invalid by the XDG spec and ignored.
        assertThat(DataDirectory.resolve(Map.of("XDG_DATA_HOME", "relative"), "Linux", HOME)).isEqualTo(HOME.resolve(".local/share/mailroom"));
        assertThat(DataDirectory.resolve(Map.of("MAILROOM_DATA_DIR", "  "), "Linux", HOME)).isEqualTo(HOME.resolve(".local/share/mailroom"));
    }

    @Test
    void macOsAndWindowsUseTheirOwnPlaces() {
        assertThat(DataDirectory.resolve(Map.of(), "Mac OS X", HOME)).isEqualTo(HOME.resolve("Library/Application Support/Mailroom"));
        assertThat(DataDirectory.resolve(Map.of("LOCALAPPDATA", "/appdata/local"), "Windows 11", HOME))
                .isEqualTo(Path.of("/appdata/local/Mailroom"));
        assertThat(DataDirectory.resolve(Map.of(), "Windows 10", HOME)).isEqualTo(HOME.resolve("AppData/Local/Mailroom"));
    }
}
