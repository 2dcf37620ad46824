package io.mailroom.service;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;

/** The project's version and build time, written into the build by Maven resource filtering. */
public final class Version {

    private static final Properties BUILD = read();

    private Version() {
    }

    public static String current() {
        return BUILD.getProperty("version", "unknown");
    }

    /** When this build was made, in UTC. */
    public static String built() {
        return BUILD.getProperty("built", "unknown");
    }

    private static Properties read() {
        try (InputStream in = Version.class.getResourceAsStream("version.properties")) {
            Properties properties = new Properties();
            if (in != null) {
                properties.load(in);
            }
            return properties;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
