package io.mailroom.sandbox;

import com.fasterxml.jackson.core.JacksonException;
import io.mailroom.api.Contact;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The contacts of a persistent sandbox as one JSON file: {"version":1,"apps":{appId:[contact...]}}.
 * Writes go to a temporary file beside it that is then moved over it atomically, so a crash leaves
 * either the old or the new file, never half of one.
 */
final class ContactFile {

    private static final int VERSION = 1;

    private record Stored(int version, Map<String, List<Contact>> apps) {
    }

    private final Path path;

    ContactFile(Path path) {
        this.path = path.toAbsolutePath();
    }

    /** The stored contacts, or empty when the file does not exist yet. */
    Optional<Map<String, List<Contact>>> read() {
        if (!Files.exists(path)) {
            return Optional.empty();
        }
        Stored stored;
        try {
            stored = SandboxJson.MAPPER.readValue(path.toFile(), Stored.class);
        } catch (JacksonException e) {
            // Jackson's own message spans lines and quotes the source; one line is what a person needs.
            String where = e.getLocation() == null ? ""
                    : " (line " + e.getLocation().getLineNr() + ", column " + e.getLocation().getColumnNr() + ")";
            throw new UncheckedIOException("The sandbox contacts file " + path + " is not valid contacts JSON" + where, e);
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read the sandbox contacts file " + path + ": " + e.getMessage(), e);
        }
        if (stored.version() != VERSION || stored.apps() == null) {
            throw new IllegalStateException("The sandbox contacts file " + path + " is not a version " + VERSION + " contacts file");
        }
        return Optional.of(stored.apps());
    }

    void write(Map<String, List<Contact>> apps) {
        try {
            Files.createDirectories(path.getParent());
            Path temporary = Files.createTempFile(path.getParent(), path.getFileName() + ".", ".tmp");
            try {
                SandboxJson.MAPPER.writeValue(temporary.toFile(), new Stored(VERSION, apps));
                Files.move(temporary, path, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } finally {
                Files.deleteIfExists(temporary);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot write the sandbox contacts file " + path + ": " + e.getMessage(), e);
        }
    }
}
