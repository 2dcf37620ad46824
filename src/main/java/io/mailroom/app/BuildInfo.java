package io.mailroom.app;

import io.mailroom.service.Version;
import io.mailroom.ui.common.Formats;
import io.mailroom.ui.common.Messages;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.stream.Collectors;

/** What About tells of this build: when it was made, and the licences of the libraries it bundles. */
final class BuildInfo {

    /** Written by the build (license-maven-plugin) at the root of the application's classes. */
    static final String NOTICES = "/THIRD-PARTY.txt";
    /** How the build writes its time into version.properties, in UTC. */
    private static final DateTimeFormatter BUILT = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm 'UTC'");

    private BuildInfo() {
    }

    /** When this build was made, in the person's time zone and style; as the build wrote it when that cannot be read. */
    static String built() {
        try {
            return Formats.dateTime(LocalDateTime.parse(Version.built(), BUILT).toInstant(ZoneOffset.UTC));
        } catch (DateTimeParseException e) {
            return Version.built();
        }
    }

    static String notices() {
        try (InputStream in = BuildInfo.class.getResourceAsStream(NOTICES)) {
            if (in == null) {
                return Messages.text("app.about.noticesMissing");
            }
            // The generated file indents every line and starts blank: flush left reads better in a narrow box.
            return new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().map(String::strip)
                    .filter(line -> !line.isEmpty()).collect(Collectors.joining("\n"));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
